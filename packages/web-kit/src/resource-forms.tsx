import { loadSchemas } from '@console/contract/endpoint';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { getMessage } from './feedback.tsx';
import type { FormSchema } from './ModalForm.tsx';
import type { FieldDef } from './form-values.ts';
import type { ResourceEndpoints } from './resource-list.ts';
import type { ResourceTableProps, RowForm } from './resource-table-props.ts';
import { useCall } from './use-call.ts';
import { useShownOnce } from './shown-once.ts';

type Row = Record<string, unknown>;

// The add/edit form (every kind of input: dates, trees, cascaders…) is not needed to show the list: it loads
// a moment after the list is on screen, when the browser is idle, or when a form is first opened.
const loadModalForm = () => import('./ModalForm.tsx');
const ModalForm = lazy(async () => ({ default: (await loadModalForm()).ModalForm }));

/** Fetches the form's code and the descriptor's schemas (and zod), so a click on 新增 or a switch finds them at hand. */
export const preloadForms = (api: ResourceEndpoints) => void Promise.all([loadModalForm(), loadSchemas(api)]).catch(() => {});

type Options<T extends Row> = {
  area: string;
  api: ResourceEndpoints;
  label: string;
  rowKey: string;
  /** The add/edit form, its fields resolved (the page's or the declaration's). */
  form?: NonNullable<ResourceTableProps<T>['form']> & { fields: FieldDef[] };
  /** The add/edit form's name (input ids are `<name>_<field>`). */
  name?: string;
  /** Sends the add or update body (and tells its success). */
  run: (action: 'add' | 'update', values: Record<string, unknown>) => Promise<unknown>;
};

/**
 * A list's forms: the add/edit modal (validated with the descriptor's add / update inputs) and the row forms,
 * each sending to its own call. Returns how to open them and the `holder` to render.
 */
export function useResourceForms<T extends Row>({ area, api, label, rowKey, form, name, run }: Options<T>) {
  const call = useCall();
  const qc = useQueryClient();
  const message = getMessage();
  const [editing, setEditing] = useState<Record<string, unknown> | null>(null);
  const [rowForm, setRowForm] = useState<{ form: RowForm<T>; row: T } | null>(null);
  // Once opened, the add/edit modal stays mounted (its closing animation, as before the split).
  const formShown = useShownOnce(editing !== null);
  const isEdit = (values: Record<string, unknown> | null) => values !== null && rowKey in values;

  const holder: ReactNode = (
    <>
      {form && formShown && (
        <Suspense fallback={null}>
          <ModalForm
            open={editing !== null}
            title={isEdit(editing) ? `编辑${label}` : `新增${label}`}
            schema={(isEdit(editing) ? (form.update ?? api.update?.input) : (form.create ?? api.add?.input)) as FormSchema}
            rules={(form.create ?? api.add?.input) as FormSchema}
            fields={form.fields}
            initial={editing ?? undefined}
            rowKey={rowKey}
            name={name}
            width={form.width}
            onClose={() => setEditing(null)}
            onSubmit={(values) => run(rowKey in values && isEdit(editing) ? 'update' : 'add', values)}
          />
        </Suspense>
      )}
      {rowForm && (
        <Suspense fallback={null}>
          <RowFormModal
            form={rowForm.form}
            row={rowForm.row}
            rowKey={rowKey}
            onClose={() => setRowForm(null)}
            onSubmit={async (values) => {
              const reply = await call(rowForm.form.call, values as never, rowForm.form.idempotent ? { idempotent: true } : undefined);
              message.success(reply.message || '操作成功');
              await qc.invalidateQueries({ queryKey: [area] });
            }}
          />
        </Suspense>
      )}
    </>
  );
  return {
    /** 新增: the form's defaults, and those it takes from the list's filters. */
    add: (filters: Record<string, unknown>) => form && setEditing({ ...form.defaults, ...form.defaultsFrom?.(filters) }),
    /** 编辑: the row (or what `toInitial` makes of it, with its key). */
    edit: (row: T) => setEditing(form?.toInitial ? { ...form.toInitial(row), [rowKey]: row[rowKey] } : row),
    /** A row form opens once its `load` answered (not when it failed). */
    openRowForm: async (f: RowForm<T>, row: T) => {
      const loaded = f.load ? await f.load(row, call).catch(() => null) : {};
      if (loaded) setRowForm({ form: f, row: { ...row, ...loaded } });
    },
    holder,
  };
}

function RowFormModal<T extends Row>(props: {
  form: RowForm<T>;
  row: T;
  rowKey: string;
  onClose: () => void;
  onSubmit: (values: Record<string, unknown>) => Promise<unknown>;
}) {
  const { form, row } = props;
  return (
    <ModalForm
      open
      title={form.title(row)}
      schema={form.call.input}
      fields={typeof form.fields === 'function' ? form.fields(row) : form.fields}
      initial={row}
      rowKey={props.rowKey}
      drawer={form.drawer}
      okText={form.okText}
      width={form.width}
      columns={form.columns}
      toBody={form.toBody ? (values) => form.toBody?.(values, row) ?? values : undefined}
      result={form.result}
      onClose={props.onClose}
      onSubmit={props.onSubmit}
    />
  );
}
