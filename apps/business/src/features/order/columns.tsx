import type { orderRow } from '@console/contract/order';
import { Button, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { z } from 'zod';
import { yuan } from '@console/contract/money';
import { STATUS_COLORS, sourceText } from './options.ts';

export type OrderRow = z.infer<typeof orderRow>;

const money = (v: number) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{yuan(v)}</span>;

/** The order list's data columns (the page adds 序号 and 操作). */
export function orderColumns(opts: {
  /** Opens the detail drawer; without it (no detail key) the order number is plain text. */
  onOpen?: (row: OrderRow) => void;
  provinceName: (code: string) => string;
  warehouseName: (code: string) => string;
}): TableColumnsType<OrderRow> {
  return [
    {
      title: '订单号',
      dataIndex: 'orderNo',
      width: 190,
      fixed: 'left',
      // A button, not an <a> without href: it opens the drawer, and keyboard and screen readers can reach it.
      render: (v: string, row) => {
        const open = opts.onOpen;
        return open ? (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(row)}>
            {v}
          </Button>
        ) : (
          v
        );
      },
    },
    {
      title: '门店',
      dataIndex: 'retName',
      width: 200,
      render: (v: string, row) => (
        <>
          <div>{v}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.retCode}
          </Typography.Text>
        </>
      ),
    },
    { title: '状态', dataIndex: 'status', width: 100, render: (v: number, row) => <Tag color={STATUS_COLORS[v]}>{row.statusName}</Tag> },
    { title: '应付金额', dataIndex: 'payAmount', width: 110, align: 'right', render: money },
    { title: '件数', dataIndex: 'itemCount', width: 70, align: 'right' },
    { title: '下单时间', dataIndex: 'createTime', width: 170 },
    { title: '来源', dataIndex: 'source', width: 90, render: sourceText },
    { title: '商品金额', dataIndex: 'totalAmount', width: 110, align: 'right', render: money },
    { title: '优惠金额', dataIndex: 'discountAmount', width: 100, align: 'right', render: money },
    { title: '收货人', dataIndex: 'receiver', width: 100 },
    { title: '联系电话', dataIndex: 'phone', width: 130 },
    { title: '收货地址', dataIndex: 'address', width: 220, ellipsis: true },
    { title: '发货仓库', dataIndex: 'warehouseCode', width: 180, render: (v: string) => (v ? opts.warehouseName(v) : '—') },
    { title: '省份', dataIndex: 'provinceCode', width: 100, render: (v: string) => (v ? opts.provinceName(v) : '—') },
    { title: '备注', dataIndex: 'remark', width: 160, ellipsis: true, render: (v: string) => v || '—' },
    { title: '审核时间', dataIndex: 'approveTime', width: 170, render: (v: string) => v || '—' },
  ];
}
