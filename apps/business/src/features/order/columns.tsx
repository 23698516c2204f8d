import { orderResource } from '@console/contract/api/order';
import { RISK_ACTIONS } from '@console/contract/api/risk';
import type { orderRow } from '@console/contract/order';
import { declaredColumns, LinkAction } from '@console/web-kit/resource';
import { Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { z } from 'zod';

export type OrderRow = z.infer<typeof orderRow>;

/** The order list's data columns (the page adds 序号 and 操作): the declaration's, with links and names for codes. */
export function orderColumns(opts: {
  /** Opens the detail drawer; without it (no detail key) the order number is plain text. */
  onOpen?: (row: OrderRow) => void;
  provinceName: (code: string) => string;
  warehouseName: (code: string) => string;
}): TableColumnsType<OrderRow> {
  const open = opts.onOpen;
  return declaredColumns<OrderRow>(
    orderResource,
    {
      // A button, not an <a> without href: it opens the drawer, and keyboard and screen readers can reach it.
      orderNo: (v: string, row) =>
        open ? (
          <LinkAction style={{ padding: 0 }} onClick={() => open(row)}>
            {v}
          </LinkAction>
        ) : (
          v
        ),
      retName: (v: string, row) => (
        <>
          <div>{v}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.retCode}
          </Typography.Text>
        </>
      ),
      riskGrade: (v: string, row) =>
        v ? <Tag color={RISK_ACTIONS[row.riskAction as keyof typeof RISK_ACTIONS]?.color ?? 'default'}>{v}</Tag> : '—',
      warehouseCode: (v: string) => (v ? opts.warehouseName(v) : '—'),
      provinceCode: (v: string) => (v ? opts.provinceName(v) : '—'),
    },
    { orderNo: 'left' },
  );
}
