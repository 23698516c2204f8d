import { COMMON_LABELS } from '@console/contract/common-fields';
import { SET_MEAL, SET_MEAL_SOURCE } from '@console/contract/api/set-meal';
import { yuan } from '@console/contract/money';
import type { orderPreview } from '@console/contract/order';
import { Alert, Spin, Table, Typography } from 'antd';
import type { z } from 'zod';

type Preview = z.infer<typeof orderPreview>;
type Line = Preview['lines'][number];

/**
 * The one total of the order form: the server's 系统试算 (create's own pricing). While it is asked: a spinner;
 * refused (超出套餐限购, a package off sale): the server's message. The packages' lines are listed, since the
 * form shows only the packages themselves.
 */
export function OrderPreview({
  preview,
  loading,
  error,
  idle,
}: {
  preview: Preview | undefined;
  loading: boolean;
  error: Error | null;
  idle: boolean;
}) {
  if (idle) return <Typography.Text type="secondary">选择商品或套餐后，由系统试算应付金额</Typography.Text>;
  if (error)
    return <Alert type="error" showIcon className="order-create-preview-error" style={{ textAlign: 'left' }} title={error.message} />;
  if (loading || !preview)
    return (
      <Spin size="small">
        <span style={{ paddingLeft: 24 }}>系统试算中…</span>
      </Spin>
    );
  const packaged = preview.lines.filter((l) => l.priceSource.startsWith(SET_MEAL_SOURCE));
  const sources = [...new Set(preview.lines.filter((l) => l.priceSource !== '价格表').map((l) => l.priceSource))];
  return (
    <>
      {packaged.length > 0 && (
        <Table<Line>
          className="order-create-package-lines"
          rowKey={(l) => `${l.skuCode}-${l.priceSource}`}
          size="small"
          pagination={false}
          dataSource={packaged}
          style={{ marginBottom: 8 }}
          columns={[
            { title: SET_MEAL, dataIndex: 'priceSource', render: (s: string) => s.slice(SET_MEAL_SOURCE.length).trim() },
            { title: COMMON_LABELS.product, dataIndex: 'skuName', render: (n: string, l) => `${n}（${l.skuCode}）` },
            { title: COMMON_LABELS.quantity, dataIndex: 'quantity', width: 70, align: 'right' },
            { title: COMMON_LABELS.amount, dataIndex: 'amount', width: 110, align: 'right', render: yuan },
            { title: '优惠', dataIndex: 'discount', width: 100, align: 'right', render: (v: number) => (v ? yuan(-v) : '—') },
          ]}
        />
      )}
      <div className="order-create-preview">
        系统试算：商品金额 {yuan(preview.totalAmount)}，优惠 -{yuan(preview.discountAmount)}
        {preview.couponOff > 0 && `（其中优惠券 -${yuan(preview.couponOff)}）`}，应付{' '}
        <Typography.Text strong style={{ color: '#1f5fd6', fontSize: 18 }}>
          {yuan(preview.payAmount)}
        </Typography.Text>
        {sources.length > 0 && `（${sources.join('、')}）`}
      </div>
    </>
  );
}
