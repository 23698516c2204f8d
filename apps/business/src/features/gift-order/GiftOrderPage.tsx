import { giftOrderApi, giftOrderResource } from '@console/contract/api/gift-order';
import { wmsBaseApi } from '@console/contract/api/wms';
import { stateOptions } from '@console/contract/declaration';
import { type GiftDetail, type GiftRow, giftCreate } from '@console/contract/gift-order';
import { ORDER_STATES, orderResource } from '@console/contract/api/order';
import { yuan } from '@console/contract/money';
import { declaredColumns, declaredDetail, LinesModal, Permission, ResourceTable, useCall, useOptions } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import GiftBudgetTab from './GiftBudgetTab.tsx';
import { COMMON_LABELS } from '@console/contract/common-fields';

export const AREA = 'gift-order';
const api = giftOrderApi;
type Row = GiftRow & Record<string, unknown>;
const statusTag = (v: number) => {
  const s = ORDER_STATES[v as keyof typeof ORDER_STATES];
  return s ? <Tag color={s.color}>{s.label}</Tag> : v;
};

/**
 * 赠品订单: a shop's gift orders (real orders, approved and shipped on the order list) counted at list price
 * against its monthly budget; the second tab sets the budgets.
 */
export default function GiftOrderPage() {
  return (
    <Tabs
      items={[
        { key: 'orders', label: '赠品订单', children: <GiftOrders /> },
        { key: 'budget', label: '赠品额度', children: <GiftBudgetTab /> },
      ]}
    />
  );
}

function GiftOrders() {
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const skus = useOptions(AREA, wmsBaseApi.skuOptions, {}).map((s) => ({ value: s.skuCode, label: `${s.skuName}（${s.skuCode}）` }));
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<GiftDetail | null>(null);
  return (
    <>
      <ResourceTable<Row>
        area={AREA}
        api={{ queryList: api.queryList }}
        label="赠品订单"
        statusToggle={false}
        exportAs={giftOrderResource.page.menu}
        emptyText="暂无赠品订单"
        toolbar={
          <Permission k={api.add.permission}>
            <Button type="primary" onClick={() => setAdding(true)}>
              新建赠品订单
            </Button>
          </Permission>
        }
        search={[
          { name: 'orderNo', label: COMMON_LABELS.orderNo },
          { name: 'retCode', label: COMMON_LABELS.retCode },
          { name: 'month', label: giftOrderResource.fields.month.label },
          { name: 'status', label: giftOrderResource.fields.status.label, kind: 'select', options: stateOptions(ORDER_STATES) },
        ]}
        columns={declaredColumns<Row>(giftOrderResource, { status: statusTag })}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={async () => setViewing((await call(api.detail, { id: row.id })).data)}>
            详情
          </Button>
        )}
        actionsWidth={90}
        scrollX={1300}
      />
      <LinesModal
        open={adding}
        title="新建赠品订单（按牌价计入门店当月赠品额度）"
        schema={giftCreate}
        header={[
          { name: 'retCode', label: COMMON_LABELS.retCode },
          { name: 'remark', label: COMMON_LABELS.remark, kind: 'textarea' },
        ]}
        skus={skus}
        onClose={() => setAdding(false)}
        onSubmit={async (values) => {
          const reply = await call(api.add, values as never);
          message.success(`${reply.message}：${reply.data.orderNo}`);
          await qc.invalidateQueries({ queryKey: [AREA] });
        }}
      />
      <Drawer open={viewing !== null} onClose={() => setViewing(null)} title={`赠品订单：${viewing?.orderNo ?? ''}`} size={760}>
        {viewing && (
          <>
            <Descriptions
              column={2}
              size="small"
              bordered
              items={[
                ...declaredDetail(giftOrderResource, viewing as GiftDetail & Record<string, unknown>, {
                  status: { children: statusTag(viewing.status) },
                }),
                { key: 'receiver', label: orderResource.fields.receiver.label, children: `${viewing.receiver} ${viewing.phone}` },
                { key: 'address', label: orderResource.fields.address.label, children: viewing.address },
              ]}
            />
            <Table
              style={{ marginTop: 16 }}
              rowKey="skuCode"
              size="small"
              pagination={false}
              dataSource={viewing.lines}
              columns={[
                { title: COMMON_LABELS.skuCode, dataIndex: 'skuCode', width: 130 },
                { title: '商品名称', dataIndex: 'skuName' },
                { title: '牌价', dataIndex: 'listPrice', width: 110, align: 'right', render: yuan },
                { title: COMMON_LABELS.quantity, dataIndex: 'quantity', width: 80, align: 'right' },
                { title: giftOrderResource.fields.listAmount.label, dataIndex: 'listAmount', width: 120, align: 'right', render: yuan },
              ]}
            />
          </>
        )}
      </Drawer>
    </>
  );
}
