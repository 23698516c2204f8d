import { useCall } from '@console/web-kit/resource';
import { orderApi } from '@console/contract/api/order';
import type { orderDetail, orderLogRow } from '@console/contract/order';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Empty, Flex, Skeleton, Statistic, Table, Tag, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { AREA, statusText, useRegions } from './options.ts';
import { WarehouseName } from './columns.tsx';
import { OrderAfterSales } from './OrderAfterSales.tsx';
import { OrderLife } from './OrderLife.tsx';
import { fieldsIn } from '@console/contract/declaration';
import { formatValue } from '@console/contract/format';
import { yuan } from '@console/contract/money';
import { orderResource } from '@console/contract/api/order';
import { declaredDetail, stateTag } from '@console/web-kit/resource';
import { COMMON_LABELS } from '@console/contract/common-fields';

export type OrderDetail = z.infer<typeof orderDetail>;
type LogRow = z.infer<typeof orderLogRow>;
type Line = OrderDetail['lines'][number];

const F = orderResource.fields;
/** The figures under the detail's items, in this order. */
const AMOUNTS = ['totalAmount', 'discountAmount', 'payAmount', 'itemCount'] as const;

/** Labels of the log's before/after changes: the fields the declaration puts in the audit. */
const FIELDS = Object.fromEntries(fieldsIn(orderResource, 'audit').map((f) => [f.name, f]));

export const statusTag = (status: number) => stateTag(orderResource.machine, status);

/** The order's detail: header, amounts, lines and the timeline of its log. `actions` renders the buttons. */
export function OrderDetailDrawer(props: {
  id: number | null;
  onClose: () => void;
  onOpen: (id: number) => void;
  actions: (o: OrderDetail) => ReactNode;
}) {
  const call = useCall();
  const regions = useRegions();
  const detail = useQuery({
    queryKey: [AREA, 'detail', props.id],
    queryFn: async () => (await call(orderApi.detail, { id: props.id as number }, { silent: true })).data,
    enabled: props.id !== null,
  });
  const o = detail.data;
  const show = (field: string, v: unknown): string => {
    if (v === null || v === undefined || v === '') return '（空）';
    const f = FIELDS[field];
    if (f && (f.kind === 'enum' || f.kind === 'money')) return formatValue(f, v);
    if (field.endsWith('Code') && typeof v === 'string') return regions.name(v);
    if (typeof v === 'object') return JSON.stringify(v);
    return String(v);
  };
  const logItem = (l: LogRow, i: number) => ({
    key: i,
    color: l.toStatus === 90 ? 'red' : l.toStatus === 91 ? 'gray' : l.toStatus ? 'green' : 'blue',
    title: l.time,
    content: (
      <div className="order-log-item">
        <Typography.Text strong>{l.action}</Typography.Text>
        <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
          {l.operator}
        </Typography.Text>
        {l.fromStatus != null && l.toStatus != null && l.fromStatus !== l.toStatus && (
          <div>
            状态：{statusText(l.fromStatus)} → {statusText(l.toStatus)}
          </div>
        )}
        {l.fromStatus == null && l.toStatus != null && <div>状态：{statusText(l.toStatus)}</div>}
        {l.remark && <div>说明：{l.remark}</div>}
        {Object.entries(l.changes ?? {})
          .filter(([f]) => f !== 'status')
          .map(([f, c]) => (
            <div key={f}>
              {FIELDS[f]?.label ?? f}：{show(f, c.before)} → {show(f, c.after)}
            </div>
          ))}
      </div>
    ),
  });

  const regionText = o ? [o.deliveryProvinceCode, o.cityCode, o.districtCode].filter(Boolean).map(regions.name).join(' ') : '';
  return (
    <Drawer
      open={props.id !== null}
      onClose={props.onClose}
      title={o ? `订单详情：${o.orderNo}` : '订单详情'}
      size={900}
      className="order-detail"
      extra={o ? <Flex gap={8}>{props.actions(o)}</Flex> : null}
      destroyOnHidden
    >
      {detail.isLoading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : !o ? (
        <Empty description={detail.error ? detail.error.message || '订单不存在或无权查看' : '订单不存在或无权查看'} />
      ) : (
        <>
          <Descriptions
            column={2}
            size="small"
            bordered
            items={[
              ...declaredDetail(orderResource, o, {
                retCode: false,
                retName: { children: `${o.retName}（${o.retCode}）` },
                spName: { children: o.spName ? `${o.spName}（${o.spCode}）` : o.spCode || '—' },
                status: { children: statusTag(o.status) },
                warehouseCode: { children: o.warehouseCode ? <WarehouseName code={o.warehouseCode} /> : '—' },
                provinceCode: false,
                address: { span: 2, children: `${regionText} ${o.address}`.trim() },
                remark: { span: 2 },
                cancelReason: o.cancelReason ? { span: 2 } : false,
                // The amounts are the figures below the items.
                ...Object.fromEntries(AMOUNTS.map((k) => [k, false])),
              }),
              ...(o.mergedInto
                ? [
                    {
                      key: 'merged',
                      label: F.mergedInto.label,
                      span: 2,
                      children: (
                        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => props.onOpen(o.mergedInto as number)}>
                          查看合并后的订单
                        </Button>
                      ),
                    },
                  ]
                : []),
            ]}
          />
          <Flex gap={48} style={{ margin: '20px 0 8px' }}>
            {AMOUNTS.map((k) => (
              <Statistic
                key={k}
                title={F[k].label}
                value={formatValue(F[k], o[k])}
                styles={k === 'payAmount' ? { content: { color: '#1f5fd6' } } : undefined}
              />
            ))}
          </Flex>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            商品明细
          </Typography.Title>
          <Table<Line>
            rowKey={(l) => `${l.skuCode}-${l.gift ? 'gift' : 'sale'}-${l.priceSource}`}
            size="small"
            pagination={false}
            dataSource={o.lines}
            locale={{ emptyText: '暂无商品' }}
            columns={[
              { title: COMMON_LABELS.skuCode, dataIndex: 'skuCode', width: 130 },
              {
                title: COMMON_LABELS.productName,
                dataIndex: 'skuName',
                render: (name: string, l) => (
                  <>
                    {name}
                    {l.gift && (
                      <Tag color="magenta" style={{ marginLeft: 6 }}>
                        赠品
                      </Tag>
                    )}
                  </>
                ),
              },
              { title: '单价', dataIndex: 'price', width: 110, align: 'right', render: yuan },
              { title: '价格来源', dataIndex: 'priceSource', width: 150 },
              { title: COMMON_LABELS.quantity, dataIndex: 'quantity', width: 80, align: 'right' },
              { title: COMMON_LABELS.amount, dataIndex: 'amount', width: 120, align: 'right', render: yuan },
              { title: '优惠', dataIndex: 'discount', width: 100, align: 'right', render: (v: number) => (v ? yuan(-v) : '—') },
            ]}
          />
          <OrderLife orderId={o.id} />
          <OrderAfterSales order={o} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            订单日志
          </Typography.Title>
          {o.log.length === 0 ? <Empty description="暂无日志" /> : <Timeline items={o.log.map(logItem)} />}
        </>
      )}
    </Drawer>
  );
}
