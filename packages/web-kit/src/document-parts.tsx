import type { Endpoint } from '@console/contract/endpoint';
import type { TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { COMMON_LABELS } from '@console/contract/common-fields';
import type { HeaderField } from './LinesModal.tsx';
import { editValues, LinesModal } from './LinesModal.tsx';
import { getMessage } from './feedback.tsx';
import { LinkAction } from './link-action.tsx';
import { useCall } from './use-call.ts';

/** A row's step behind a confirmation (审核, 发货, 取消 …): the server's message on success, then the list again. */
export type DocumentStep = { label: string; confirm: string; danger?: boolean; run: () => Promise<{ message: string }> };

/** What a document page's row actions may use beside the row. */
export type DocumentActions = {
  step: (s: DocumentStep) => ReactNode;
  /** Opens the lines dialog on the document (its detail), for pages with `linesForm`. */
  edit: () => Promise<void>;
};

/** The add (and edit) dialog of a document with SKU lines (purchase order, return, transfer, gift order). */
export type LinesFormSpec<Row> = {
  header: HeaderField[];
  skus: { value: string; label: string }[];
  /** The create (and update) schemas (a promise: a page may keep them out of its first paint). */
  schemas: () => Promise<{ create: z.ZodType; update?: z.ZodType }>;
  /** The add dialog's title where it says more than the add button. */
  addTitle?: string;
  /** What the user is told once saved (default the server's message). */
  saved?: (reply: { message: string; data: Record<string, unknown> }) => string;
  /** Where documents are edited: the dialog's title for one, and whether a row shows 编辑 (the machine's guard). */
  editTitle?: (doc: Record<string, unknown>) => string;
  canEdit?: (row: Row) => boolean;
  editText?: string;
};

/** The lines of a document's drawer: SKU, name, quantity and, where goods arrive, what has arrived. */
export function docLineColumns<Line extends object>(receivedTitle?: string): TableColumnsType<Line> {
  return [
    { title: COMMON_LABELS.skuCode, dataIndex: 'skuCode', width: 130 },
    { title: COMMON_LABELS.skuName, dataIndex: 'skuName' },
    { title: COMMON_LABELS.quantity, dataIndex: 'quantity', width: 90, align: 'right' },
    ...(receivedTitle ? [{ title: receivedTitle, dataIndex: 'receivedQty', width: 100, align: 'right' as const }] : []),
  ];
}

/** The step button of a row: confirmed, then run; a refused step (409 …) shows its message and refreshes too. */
export function useDocumentStep(refresh: () => Promise<void>) {
  return (s: DocumentStep) => (
    <LinkAction
      key={s.label}
      danger={s.danger}
      confirm={{
        description: s.confirm,
        onConfirm: async () => {
          const reply = await s.run().catch(() => null);
          if (reply) getMessage().success(reply.message);
          await refresh();
        },
      }}
    >
      {s.label}
    </LinkAction>
  );
}

/** The lines dialog's state: `open(values)` loads the schemas first, then shows the dialog on those values. */
export function useLinesForm<Row>(
  spec: LinesFormSpec<Row> | undefined,
  api: { add: Endpoint; update?: Endpoint },
  addText: string,
  refresh: () => Promise<void>,
) {
  const call = useCall();
  const [editing, setEditing] = useState<Record<string, unknown> | null>(null);
  const [schemas, setSchemas] = useState<{ create: z.ZodType; update?: z.ZodType } | null>(null);
  const open = async (values: Record<string, unknown>) => {
    if (spec) setSchemas(await spec.schemas());
    setEditing(values);
  };
  const isEdit = editing !== null && 'id' in editing;
  const dialog =
    spec && schemas ? (
      <LinesModal
        open={editing !== null}
        title={isEdit && spec.editTitle ? spec.editTitle(editing) : (spec.addTitle ?? addText)}
        schema={isEdit && schemas.update ? schemas.update : schemas.create}
        header={spec.header}
        skus={spec.skus}
        initial={editValues(editing, spec.header)}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          const e = 'id' in values && api.update ? api.update : api.add;
          const reply = await call(e, values as never);
          getMessage().success(spec.saved ? spec.saved(reply as never) : reply.message);
          await refresh();
        }}
      />
    ) : null;
  return { open, dialog };
}
