import { afterSaleApi, afterSaleResource } from '@console/contract/api/after-sale';
import type { AfterSaleDetail } from '@console/contract/after-sale';
import { optionLabel, stateOf } from '@console/contract/declaration';
import { yuan } from '@console/contract/money';
import { stateTag, useCall } from '@console/web-kit/resource';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Empty, Skeleton, Table, Timeline, Typography } from 'antd';
import { COMMON_LABELS } from '@console/contract/common-fields';

const FLOW = afterSaleResource.machine;
const stateName = (s: number) => stateOf(FLOW, s).label;
type Line = AfterSaleDetail['lines'][number];

/** An after-sale's header, lines at the price paid, and its log step by step. */
export function AfterSaleDrawer(props: { id: number | null; area: string; onClose: () => void }) {
  const call = useCall();
  const detail = useQuery({
    queryKey: [props.area, 'detail', props.id],
    queryFn: async () => (await call(afterSaleApi.detail, { id: props.id as number }, { silent: true })).data,
    enabled: props.id !== null,
  });
  const a = detail.data;
  const f = afterSaleResource.fields;
  return (
    <Drawer open={props.id !== null} onClose={props.onClose} title={a ? `售后单：${a.afterSaleNo}` : '售后单'} size={820} destroyOnHidden>
      {detail.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : !a ? (
        <Empty description={detail.error?.message || '售后单不存在或无权查看'} />
      ) : (
        <>
          <Descriptions
            column={2}
            size="small"
            bordered
            items={[
              { key: 'no', label: f.afterSaleNo.label, children: a.afterSaleNo },
              { key: 'status', label: f.status.label, children: stateTag(FLOW, a.status) },
              { key: 'order', label: f.orderNo.label, children: a.orderNo },
              { key: 'shop', label: COMMON_LABELS.shop, children: `${a.retName}（${a.retCode}）` },
              { key: 'type', label: f.type.label, children: optionLabel(f.type, a.type) },
              { key: 'refund', label: f.refundAmount.label, children: yuan(a.refundAmount) },
              { key: 'reason', label: f.reason.label, span: 2, children: a.reason },
              ...(a.rejectReason ? [{ key: 'reject', label: f.rejectReason.label, span: 2, children: a.rejectReason }] : []),
              { key: 'time', label: f.createTime.label, children: a.createTime },
              { key: 'update', label: COMMON_LABELS.updateTime, children: a.updateTime },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 20 }}>
            售后明细
          </Typography.Title>
          <Table<Line>
            rowKey="skuCode"
            size="small"
            pagination={false}
            dataSource={a.lines}
            columns={[
              { title: COMMON_LABELS.skuCode, dataIndex: 'skuCode', width: 130 },
              { title: COMMON_LABELS.productName, dataIndex: 'skuName' },
              { title: '实付单价', dataIndex: 'price', width: 110, align: 'right', render: yuan },
              { title: COMMON_LABELS.quantity, dataIndex: 'quantity', width: 80, align: 'right' },
              { title: afterSaleResource.fields.refundAmount.label, dataIndex: 'amount', width: 120, align: 'right', render: yuan },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            售后日志
          </Typography.Title>
          <Timeline
            items={a.log.map((l, i) => ({
              key: i,
              color: l.toStatus === 90 ? 'red' : 'green',
              title: l.time,
              content: (
                <div>
                  <Typography.Text strong>{l.action}</Typography.Text>
                  <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                    {l.operator}
                  </Typography.Text>
                  {l.toStatus != null && (
                    <div>
                      状态：{l.fromStatus == null ? stateName(l.toStatus) : `${stateName(l.fromStatus)} → ${stateName(l.toStatus)}`}
                    </div>
                  )}
                  {l.remark && <div>说明：{l.remark}</div>}
                </div>
              ),
            }))}
          />
        </>
      )}
    </Drawer>
  );
}
