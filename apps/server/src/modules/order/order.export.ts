import { ORDER_SOURCE, type OrderRow, orderQuery } from '@console/contract/order';
import { centsToYuan } from '@console/contract/money';
import { count, desc } from 'drizzle-orm';
import type { z } from 'zod';
import { cursorBatches } from '../../shared/cursor.ts';
import { registerExport } from '../../shared/export-registry.ts';
import { listWhere, orderFields, selectOrders, toOrderRow } from './order-query.service.ts';
import { orders } from './order.tables.ts';

const money = (v: unknown) => centsToYuan(Number(v));
type Fields = Parameters<typeof toOrderRow>[0];

/** The order list and the DX list as Excel exports: the list's filters, order and scope, read by server-side cursor. */
export function registerOrderExports() {
  for (const [page, label, dx] of [
    ['orderList', '订单列表', false],
    ['orderDx', '坐席订单', true],
  ] as const) {
    registerExport<z.output<typeof orderQuery>, OrderRow>({
      page,
      label,
      query: orderQuery,
      columns: [
        { key: 'orderNo', header: '订单号', width: 22 },
        { key: 'retCode', header: '门店编码', width: 14 },
        { key: 'retName', header: '门店名称', width: 24 },
        { key: 'spName', header: '服务商', width: 20 },
        { key: 'statusName', header: '状态' },
        { key: 'source', header: '来源', format: (v) => ORDER_SOURCE[v as keyof typeof ORDER_SOURCE] ?? String(v) },
        { key: 'warehouseCode', header: '仓库', width: 14 },
        { key: 'totalAmount', header: '商品金额（元）', format: money },
        { key: 'discountAmount', header: '优惠金额（元）', format: money },
        { key: 'payAmount', header: '应付金额（元）', format: money },
        { key: 'itemCount', header: '件数' },
        { key: 'receiver', header: '收货人' },
        { key: 'phone', header: '联系电话', width: 16 },
        { key: 'address', header: '收货地址', width: 30 },
        { key: 'remark', header: '备注', width: 24 },
        { key: 'createTime', header: '下单时间', width: 20 },
        { key: 'approveTime', header: '审核时间', width: 20 },
      ],
      async *rows(ctx, q) {
        const query = selectOrders(ctx.db)
          .where(await listWhere(ctx, q, dx))
          .orderBy(desc(orders.createdAt), desc(orders.id));
        for await (const batch of cursorBatches<Fields>(ctx.db, orderFields, query)) yield batch.map((r) => toOrderRow(r, ctx.tz));
      },
      count: async (ctx, q) => {
        const [{ n }] = await ctx.db
          .select({ n: count() })
          .from(orders)
          .where(await listWhere(ctx, q, dx));
        return n;
      },
    });
  }
}
