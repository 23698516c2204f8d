import { asc, count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { skus } from '../../db/schema/products.ts';
import { adjust, type StockSource, stockIn } from './stock.service.ts';
import { nextDocNo } from './wms-kit.ts';
import {
  channels,
  inventory,
  provinceReturnLines,
  provinceReturns,
  purchaseOrderLines,
  purchaseOrders,
  warehouseChannels,
  warehouses,
} from '../../db/schema/wms.ts';

/**
 * Warehouse demo: the channel dictionary, 6 warehouses over real regions with their channels, and stock of
 * the demo SKUs that came in through purchase orders (so the ledger tells how every quantity arose), a few
 * open purchase orders in every state and a stocktake; reservations are the demo orders' own (order.demo.ts).
 * Runs once (skips when warehouses exist).
 */

export const DEMO_CHANNELS = [
  { channelCode: 'C01', channelName: '传统渠道', sort: 1 },
  { channelCode: 'C02', channelName: '现代渠道（KA）', sort: 2 },
  { channelCode: 'C03', channelName: '电商渠道', sort: 3 },
  { channelCode: 'C04', channelName: '餐饮渠道', sort: 4 },
];

const WAREHOUSES = [
  {
    warehouseCode: 'WH-HZ01',
    warehouseName: '杭州中心仓',
    type: 1,
    provinceCode: '330000',
    cityCode: '330100',
    districtCode: '330106',
    address: '西湖区文一西路998号',
    contact: '陈建国',
    phone: '0571-88886666',
  },
  {
    warehouseCode: 'WH-SH01',
    warehouseName: '上海区域仓',
    type: 2,
    provinceCode: '310000',
    cityCode: '310100',
    districtCode: '310115',
    address: '浦东新区川沙路88号',
    contact: '王海峰',
    phone: '021-58881234',
  },
  {
    warehouseCode: 'WH-GZ01',
    warehouseName: '广州区域仓',
    type: 2,
    provinceCode: '440000',
    cityCode: '440100',
    districtCode: '440106',
    address: '天河区黄埔大道西100号',
    contact: '黄志明',
    phone: '020-38886688',
  },
  {
    warehouseCode: 'WH-BJ01',
    warehouseName: '北京区域仓',
    type: 2,
    provinceCode: '110000',
    cityCode: '110100',
    districtCode: '110105',
    address: '朝阳区东四环中路56号',
    contact: '李卫东',
    phone: '010-65881234',
  },
  {
    warehouseCode: 'WH-CD01',
    warehouseName: '成都区域仓',
    type: 2,
    provinceCode: '510000',
    cityCode: '510100',
    districtCode: '510107',
    address: '武侯区武侯大道68号',
    contact: '刘洋',
    phone: '028-85556677',
  },
  {
    warehouseCode: 'WH-WH01',
    warehouseName: '武汉前置仓',
    type: 3,
    provinceCode: '420000',
    cityCode: '420100',
    districtCode: '420106',
    address: '武昌区中北路9号',
    contact: '张敏',
    phone: '13986001234',
  },
];
// Which channels each warehouse serves, in priority order.
const SERVES: Record<string, string[]> = {
  'WH-HZ01': ['C01', 'C02', 'C03', 'C04'],
  'WH-SH01': ['C02', 'C03'],
  'WH-GZ01': ['C01', 'C02', 'C04'],
  'WH-BJ01': ['C01', 'C02'],
  'WH-CD01': ['C01', 'C04'],
  'WH-WH01': ['C03'],
};
const SUPPLIERS = ['杭州娃哈哈供应链有限公司', '上海统一企业饮料食品有限公司', '广州顶益食品有限公司', '内蒙古伊利实业集团'];

export async function seedWms(tx: Tx) {
  await tx.insert(channels).values(DEMO_CHANNELS).onConflictDoNothing();
  const [{ n }] = await tx.select({ n: count() }).from(warehouses);
  if (n > 0) return;
  await tx.insert(warehouses).values(WAREHOUSES);
  await tx
    .insert(warehouseChannels)
    .values(
      Object.entries(SERVES).flatMap(([warehouseCode, list]) =>
        list.map((channelCode, i) => ({ warehouseCode, channelCode, priority: i + 1 })),
      ),
    );
  const skuCodes = (await tx.select({ code: skus.code }).from(skus).where(eq(skus.status, 1)).orderBy(asc(skus.code)).limit(80)).map(
    (s) => s.code,
  );
  if (!skuCodes.length) return;

  const poNo = () => nextDocNo(tx, 'PO', 'Asia/Shanghai');
  const system = (sourceType: string, sourceNo: string, reason = '', daysAgo = 0): StockSource => ({
    sourceType,
    sourceNo,
    reason,
    operator: '系统管理员(admin)',
    daysAgo,
  });
  /** When each warehouse × SKU first came in (days back): its later movements come after it. */
  const receivedAgo = new Map<string, number>();
  /** A purchase order with its lines (`receivedQty` each); answers its number. */
  const purchaseOrder = async (
    head: { warehouseCode: string; supplierName: string; remark: string; status: number },
    lines: { skuCode: string; quantity: number; receivedQty: number }[],
  ) => {
    const no = await poNo();
    const [po] = await tx
      .insert(purchaseOrders)
      .values({ ...head, poNo: no, createdBy: '系统管理员(admin)' })
      .returning({ id: purchaseOrders.id });
    await tx.insert(purchaseOrderLines).values(lines.map((l) => ({ ...l, poId: po.id })));
    return no;
  };

  // Per warehouse: one fully received PO (the opening stock), in varied quantities; some SKUs run short.
  for (const [wi, w] of WAREHOUSES.entries()) {
    const lines = skuCodes
      .filter((_, i) => (i + wi) % 3 !== 0)
      .slice(0, 40)
      .map((skuCode, i) => ({ skuCode, quantity: (i * 37 + wi * 11) % 9 === 0 ? 6 : 50 + ((i * 53 + wi * 29) % 400) }));
    const head = { warehouseCode: w.warehouseCode, supplierName: SUPPLIERS[wi % SUPPLIERS.length], remark: '期初备货', status: 4 };
    const no = await purchaseOrder(
      head,
      lines.map((l) => ({ ...l, receivedQty: l.quantity })),
    );
    // The opening stock arrived over six weeks, warehouse after warehouse, each PO in a few deliveries
    // (the stock report's chart then shows stock building up, not one bar on the first start's day).
    for (const [i, l] of lines.entries()) {
      const daysAgo = 41 - wi * 5 - (i % 4) * 3;
      receivedAgo.set(`${w.warehouseCode}|${l.skuCode}`, daysAgo);
      await stockIn(
        tx,
        { warehouseCode: w.warehouseCode, ...l },
        system('PO', no, `采购入库 ${SUPPLIERS[wi % SUPPLIERS.length]}`, daysAgo),
      );
    }
  }

  // Open purchase orders in every state of the flow.
  const open = [
    { status: 1, remark: '待确认数量' },
    { status: 2, remark: '供应商已发货' },
    { status: 3, remark: '分批到货' },
    { status: 5, remark: '供应商缺货，已取消' },
  ];
  for (const [i, o] of open.entries()) {
    const w = WAREHOUSES[i];
    const lines = skuCodes.slice(i * 3, i * 3 + 3).map((skuCode, k) => ({ skuCode, quantity: 100 + k * 50 }));
    const received = (k: number) => (o.status === 3 && k === 0 ? 60 : 0);
    const head = { warehouseCode: w.warehouseCode, supplierName: SUPPLIERS[(i + 1) % SUPPLIERS.length], ...o };
    const no = await purchaseOrder(
      head,
      lines.map((l, k) => ({ ...l, receivedQty: received(k) })),
    );
    for (const [k, l] of lines.entries())
      if (received(k))
        await stockIn(tx, { warehouseCode: w.warehouseCode, skuCode: l.skuCode, quantity: received(k) }, system('PO', no, '分批到货', 2));
  }

  // Province returns in each state but the last (receiving one is left to the user).
  const returns = [
    { provinceCode: '330000', warehouseCode: 'WH-HZ01', reason: '临期商品退回', status: 1, auditRemark: '' },
    { provinceCode: '440000', warehouseCode: 'WH-GZ01', reason: '包装破损退回', status: 2, auditRemark: '同意退回' },
    { provinceCode: '510000', warehouseCode: 'WH-CD01', reason: '门店闭店退货', status: 4, auditRemark: '超出退货期限' },
  ];
  for (const [i, r] of returns.entries()) {
    const [row] = await tx
      .insert(provinceReturns)
      .values({ ...r, returnNo: await nextDocNo(tx, 'RT', 'Asia/Shanghai'), createdBy: '系统管理员(admin)' })
      .returning({ id: provinceReturns.id });
    await tx
      .insert(provinceReturnLines)
      .values(skuCodes.slice(i * 2, i * 2 + 2).map((skuCode, k) => ({ returnId: row.id, skuCode, quantity: 12 + k * 6 })));
  }

  // A stocktake correction, so the ledger's other types show (locks come from the demo orders' approvals).
  const rows = await tx.select().from(inventory).orderBy(asc(inventory.id)).limit(60);
  for (const [i, r] of rows.entries()) {
    // Counted a week or more after the goods came in.
    const counted = Math.max(1, (receivedAgo.get(`${r.warehouseCode}|${r.skuCode}`) ?? 8) - 7 - (i % 3) * 4);
    if (i % 9 === 0) await adjust(tx, r.id, -2, system('STOCKTAKE', `INV${r.id}`, '月度盘点：破损', counted));
  }
  // Low-stock thresholds on a few SKUs, a little above what some warehouse holds: the workbench's card shows a number.
  for (const [i, r] of rows.entries()) {
    if (i % 7 !== 0) continue;
    const at = r.onHand - r.locked + (i % 2 === 0 ? 20 : -1);
    await tx
      .update(skus)
      .set({ lowStockThreshold: Math.max(at, 0) })
      .where(eq(skus.code, r.skuCode));
  }
}
