import { giftOrderResource } from '@console/contract/api/gift-order';
import { type GiftDetail, type GiftRow, giftCreate } from '@console/contract/gift-order';
import { ORDER_STATES, orderResource } from '@console/contract/api/order';
import { yuan } from '@console/contract/money';
import { DocumentPage, declaredColumns, declaredDetail, useSkuChoices } from '@console/web-kit/resource';
import { Tabs, Tag } from 'antd';
import GiftBudgetTab from './GiftBudgetTab.tsx';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { PAGES } from '@console/contract/api/pages';

export const AREA = 'gift-order';
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
        { key: 'orders', label: COMMON_LABELS.giftOrder, children: <GiftOrders /> },
        { key: 'budget', label: PAGES.giftBudget.title, children: <GiftBudgetTab /> },
      ]}
    />
  );
}

function GiftOrders() {
  const skus = useSkuChoices(AREA);
  return (
    <DocumentPage<Row, GiftDetail, GiftDetail['lines'][number]>
      resource={giftOrderResource}
      addText="新建赠品订单"
      columns={declaredColumns<Row>(giftOrderResource, { status: statusTag })}
      actionsWidth={90}
      scrollX={1300}
      linesForm={{
        header: [
          { name: 'retCode', label: COMMON_LABELS.retCode },
          { name: 'remark', label: COMMON_LABELS.remark, kind: 'textarea' },
        ],
        skus,
        schemas: async () => ({ create: giftCreate }),
        addTitle: '新建赠品订单（按牌价计入门店当月赠品额度）',
        saved: (reply) => `${reply.message}：${reply.data.orderNo}`,
      }}
      detail={{
        title: (d) => `赠品订单：${d?.orderNo ?? ''}`,
        size: 760,
        items: (d) => [
          ...declaredDetail(giftOrderResource, d as GiftDetail & Record<string, unknown>, {
            status: { children: statusTag(d.status) },
          }),
          { key: 'receiver', label: orderResource.fields.receiver.label, children: `${d.receiver} ${d.phone}` },
          { key: 'address', label: orderResource.fields.address.label, children: d.address },
        ],
        lines: (d) => d.lines,
        lineColumns: [
          { title: COMMON_LABELS.skuCode, dataIndex: 'skuCode', width: 130 },
          { title: COMMON_LABELS.productName, dataIndex: 'skuName' },
          { title: '牌价', dataIndex: 'listPrice', width: 110, align: 'right', render: yuan },
          { title: COMMON_LABELS.quantity, dataIndex: 'quantity', width: 80, align: 'right' },
          { title: giftOrderResource.fields.listAmount.label, dataIndex: 'listAmount', width: 120, align: 'right', render: yuan },
        ],
      }}
    />
  );
}
