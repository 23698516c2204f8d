import { orderResource } from '@console/contract/api/order';
import { RISK_ACTIONS } from '@console/contract/api/risk';
import type { orderRow } from '@console/contract/order';
import { declaredColumns, LinkAction } from '@console/web-kit/resource';
import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { z } from 'zod';
import { useRegions, useWarehouseOptions } from './options.ts';

export type OrderRow = z.infer<typeof orderRow>;

/**
 * A code's name, read inside the cell: the list answering after the rows draws these cells again, not the page
 * and its whole table (issue 31).
 */
export function WarehouseName({ code }: { code: string }) {
  const warehouses = useWarehouseOptions();
  return warehouses.find((w) => w.value === code)?.label ?? code;
}
function RegionName({ code }: { code: string }) {
  return useRegions().name(code);
}

/** The order list's data columns (the page adds 序号 and 操作): the declaration's, with links and names for codes. */
export function orderColumns(opts: {
  /** Opens the detail drawer; without it (no detail key) the order number is plain text. */
  onOpen?: (row: OrderRow) => void;
  /** The theme's secondary text colour (antd's Typography type="secondary"). */
  secondary?: string;
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
      // The store code under its name in the secondary colour, as a plain span: an antd Typography per row (its
      // measuring and style hooks) cost more than the rest of the cell.
      retName: (v: string, row) => (
        <>
          <div>{v}</div>
          <span style={{ color: opts.secondary, fontSize: 12 }}>{row.retCode}</span>
        </>
      ),
      riskGrade: (v: string, row) =>
        v ? <Tag color={RISK_ACTIONS[row.riskAction as keyof typeof RISK_ACTIONS]?.color ?? 'default'}>{v}</Tag> : '—',
      warehouseCode: (v: string) => (v ? <WarehouseName code={v} /> : '—'),
      provinceCode: (v: string) => (v ? <RegionName code={v} /> : '—'),
    },
    { orderNo: 'left' },
  );
}
