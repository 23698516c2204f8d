import type { ReactNode } from 'react';
import { gapRow } from './gap-row.ts';
import { LinkAction } from './link-action.tsx';
import type { Confirm } from './use-confirm.tsx';
import { CONFIRM_WORDS } from './ui-words.ts';

type Row = Record<string, unknown>;

/** How a delete is confirmed: a 提示 dialog naming the row by this field, or a pop-up with this title. */
export type DeleteConfirm = { name: string } | { pop: string };

type Props<T extends Row> = {
  row: T;
  label: string;
  /** Buttons of the row's own forms and the page's extra actions, before edit / delete. */
  before?: ReactNode;
  onEdit?: () => void;
  onDelete?: () => Promise<unknown>;
  confirm?: DeleteConfirm;
  confirmDialog: Confirm;
};

const ROW = gapRow(4);

/** A row's action buttons: the page's own first, then 编辑 and the confirmed 删除 (each only when given). */
export function RowActions<T extends Row>({ row, label, before, onEdit, onDelete, confirm, confirmDialog }: Props<T>) {
  const deleteButton =
    confirm && 'name' in confirm ? (
      <LinkAction
        danger
        onClick={() =>
          confirmDialog({
            ...CONFIRM_WORDS,
            content: `确定删除${label}“${String(row[confirm.name])}”吗？`,
            onOk: onDelete,
          })
        }
      >
        删除
      </LinkAction>
    ) : (
      <LinkAction
        danger
        confirm={{
          title: confirm && 'pop' in confirm ? confirm.pop : CONFIRM_WORDS.title,
          description: confirm ? undefined : `确认删除该${label}吗？`,
          onConfirm: () => void onDelete?.(),
        }}
      >
        删除
      </LinkAction>
    );
  return (
    <div style={ROW}>
      {before}
      {onEdit && <LinkAction onClick={onEdit}>编辑</LinkAction>}
      {onDelete && deleteButton}
    </div>
  );
}
