import { giftOrderApi, giftOrderResource } from '@console/contract/api/gift-order';
import { wmsBaseApi } from '@console/contract/api/wms';
import { stateOptions } from '@console/contract/declaration';
import { type GiftDetail, type GiftRow, giftCreate } from '@console/contract/gift-order';
import { ORDER_STATES } from '@console/contract/api/order';
import { yuan } from '@console/contract/money';
import { declaredColumns, declaredDetail, LinesModal, Permission, ResourceTable, useCall, useOptions } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import GiftBudgetTab from './GiftBudgetTab.tsx';

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
          { name: 'orderNo', label: '订单号' },
          { name: 'retCode', label: '门店编码' },
          { name: 'month', label: '额度月份' },
          { name: 'status', label: '订单状态', kind: 'select', options: stateOptions(ORDER_STATES) },
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
          { name: 'retCode', label: '门店编码' },
          { name: 'remark', label: '备注', kind: 'textarea' },
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
                { key: 'receiver', label: '收货人', children: `${viewing.receiver} ${viewing.phone}` },
                { key: 'address', label: '收货地址', children: viewing.address },
              ]}
            />
            <Table
              style={{ marginTop: 16 }}
              rowKey="skuCode"
              size="small"
              pagination={false}
              dataSource={viewing.lines}
              columns={[
                { title: 'SKU编码', dataIndex: 'skuCode', width: 130 },
                { title: '商品名称', dataIndex: 'skuName' },
                { title: '牌价', dataIndex: 'listPrice', width: 110, align: 'right', render: yuan },
                { title: '数量', dataIndex: 'quantity', width: 80, align: 'right' },
                { title: '牌价金额', dataIndex: 'listAmount', width: 120, align: 'right', render: yuan },
              ]}
            />
          </>
        )}
      </Drawer>
    </>
  );
}
