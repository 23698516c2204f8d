import { Switch, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { WORDS } from '@console/contract/words';

/**
 * A list's status switch: which values are on and off (default 1 / 2; menus '1' / '0'), and the words shown
 * in the switch and, for a user without the key, in a tag (default 启用 / 停用).
 */
export type StatusSpec = {
  on?: string | number;
  off?: string | number;
  /** The words of the status values, as the contract's options list them. */
  options?: readonly { value: unknown; label: string }[];
  /** The word for a status value; `off`'s word also stands for any value other than `on`. */
  label?: (status: unknown) => string | undefined;
  /** Words inside the switch (default none). */
  inSwitch?: boolean;
};

export type StatusWiring<T> = {
  rowKey: string;
  /** Whether the user may turn a row on (true) or off (false). */
  allowed: (on: boolean) => boolean;
  /** Sends the change; `next` is the status value the row goes to. */
  toggle: (row: T, on: boolean, next: unknown) => Promise<unknown>;
};

/** The switch: from `on` it goes to `off`, from anything else to `on` (spec §4). One call at a time per row. */
function StatusSwitch<T extends Record<string, unknown>>({ row, spec, wiring }: { row: T; spec: StatusSpec; wiring: StatusWiring<T> }) {
  const [pending, setPending] = useState(false);
  const { on = 1, off = 2 } = spec;
  const checked = row.status === on;
  const word = (v: unknown) =>
    spec.label?.(v) ?? spec.options?.find((o) => o.value === v)?.label ?? (v === on ? WORDS.enable : WORDS.disable);
  if (!wiring.allowed(!checked)) return <Tag color={checked ? 'green' : 'default'}>{word(row.status)}</Tag>;
  return (
    <Switch
      size={spec.inSwitch ? 'default' : 'small'}
      checked={checked}
      loading={pending}
      checkedChildren={spec.inSwitch ? word(on) : undefined}
      unCheckedChildren={spec.inSwitch ? word(row.status === on ? off : row.status) : undefined}
      aria-label={`切换状态 ${String(row[wiring.rowKey])}`}
      onChange={(next) => {
        setPending(true);
        void wiring
          .toggle(row, next, next ? on : off)
          .catch(() => {})
          .finally(() => setPending(false));
      }}
    />
  );
}

export function statusColumn<T extends Record<string, unknown>>(spec: StatusSpec, wiring: StatusWiring<T>): ColumnType<T> {
  return {
    title: COMMON_LABELS.status,
    dataIndex: 'status',
    key: 'status',
    width: spec.inSwitch ? 100 : 90,
    render: (_s: unknown, row: T) => <StatusSwitch row={row} spec={spec} wiring={wiring} />,
  };
}
