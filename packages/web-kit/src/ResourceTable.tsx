import { PAGE_SIZE_OPTIONS, totalText } from '@console/contract/paging';
import { Button, Card, Modal, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { Endpoint } from '@console/contract/endpoint';
import type { z } from 'zod';
import { ExportButton } from './ExportButton.tsx';
import { getMessage } from './feedback.tsx';
import { ImportButton } from './ImportButton.tsx';
import type { FieldDef } from './form-values.ts';
import { useApi } from './api-context.tsx';
import { useCall } from './use-call.ts';
import { usePermissions } from './permissions.tsx';
import { RequestError } from './request.ts';
import { FIRST_PAGE, inputKeys, type ListParams, type ResourceEndpoints, useResourceAction, useResourceList } from './resource-list.ts';
import { type SearchField, SearchForm } from './SearchForm.tsx';
import { type StatusSpec, statusColumn } from './status-column.tsx';

export type { StatusSpec } from './status-column.tsx';

// The add/edit form (every kind of input: dates, trees, cascaders…) is not needed to show the list: it loads
// a moment after the list is on screen, when the browser is idle, or when a form is first opened.
const loadModalForm = () => import('./ModalForm.tsx');
const ModalForm = lazy(async () => ({ default: (await loadModalForm()).ModalForm }));
const FORM_PRELOAD_DELAY_MS = 1_000;
const afterPaintWhenIdle = (fn: () => void) =>
  setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(fn) : fn()), FORM_PRELOAD_DELAY_MS);

type Row = Record<string, unknown>;

/** A row action's form: the button (shown with the call's key), its fields, and the call its body goes to. */
export type RowForm<T> = {
  button: string;
  call: Endpoint;
  fields: FieldDef[];
  title: (row: T) => string;
  /** In a side drawer, with this OK text (e.g. a long tree and 提交). */
  drawer?: boolean;
  okText?: string;
  width?: number;
};
type Action = 'add' | 'update' | 'delete' | 'enable' | 'disable' | 'status';

export type ResourceTableProps<T extends Row> = {
  /** Area name: the query key root. */
  area: string;
  /** The contract's descriptors of its calls (`brandApi`): paths, bodies and the permission key of each button. */
  api: ResourceEndpoints;
  /** What one row is called in titles ("品牌" → 新增品牌 / 编辑品牌). */
  label: string;
  /** The field that identifies a row (default 'id'; users, roles, menus, departments: 'code'). */
  rowKey?: string;
  /** Columns; one with `key: 'status'` places the status switch there (otherwise it comes last). */
  columns: TableColumnsType<T>;
  /** The 序号 column (default on). */
  index?: boolean;
  search?: SearchField[];
  /** Fixed filters (e.g. the node chosen in a tree), merged into every list call. */
  filters?: Record<string, unknown>;
  form?: {
    create: z.ZodObject<z.ZodRawShape>;
    update: z.ZodObject<z.ZodRawShape>;
    fields: FieldDef[];
    defaults?: Record<string, unknown>;
    width?: number;
    /** Row → form values when a row's shape differs from the form's (e.g. values as objects vs texts). */
    toInitial?: (row: T) => Record<string, unknown>;
  };
  /** Rows that may be edited (e.g. only enabled roles); default all. */
  canEdit?: (row: T) => boolean;
  /** How a delete is confirmed: a 提示 dialog naming the row by this field, or a pop-up with this title. */
  deleteConfirm?: { name: string } | { pop: string };
  /** Row actions that open a form of their own and send it to their call (e.g. 修改密码, a role's 权限 tree). */
  rowForms?: RowForm<T>[];
  /** Extra row actions, rendered before edit / delete. */
  rowActions?: (row: T) => ReactNode;
  /** Extra toolbar buttons; as a function it gets the list's current filters (e.g. for an export button). */
  toolbar?: ReactNode | ((filters: Record<string, unknown>) => ReactNode);
  /** 导入 / 导出 of this list (the page name the server checks `<name>.import` / `.export` on). */
  importAs?: string;
  exportAs?: string;
  /** Status switch (and batch enable/disable where the descriptor has them); default on. */
  statusToggle?: boolean | StatusSpec;
  /** Page size choices (default the agreed 10, 20, 40, 50, 60, 500). */
  pageSizes?: readonly number[];
  /** Shown when the list call fails, instead of the server's message. */
  listFailure?: string;
  /** Form names (input ids are `<name>_<field>`). */
  names?: { search?: string; form?: string };
  scrollX?: number;
};

/** Pagination control of spec §2: total shown, 上一页/下一页 text, the agreed page sizes. */
export const paginationText = {
  showTotal: (total: number) => totalText(total),
  itemRender: (_page: number, type: string, node: ReactNode) => (type === 'prev' ? <a>上一页</a> : type === 'next' ? <a>下一页</a> : node),
  pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
  showSizeChanger: true,
  showQuickJumper: true,
};

/**
 * Search form, toolbar (add, batch enable/disable, import, export), paged table with status switch and row
 * actions (edit, confirmed delete), and the add/edit modal. Every button needs its permission key (the
 * descriptor's); without it, it is absent.
 */
export function ResourceTable<T extends Row>(props: ResourceTableProps<T>) {
  const { area, api, label, columns, search = [], form, rowKey = 'id', statusToggle = true } = props;
  const { has } = usePermissions();
  const client = useApi();
  const call = useCall();
  const qc = useQueryClient();
  const message = getMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [params, setParams] = useState<ListParams>({ ...FIRST_PAGE });
  const [selected, setSelected] = useState<unknown[]>([]);
  const [editing, setEditing] = useState<Record<string, unknown> | null>(null);
  const [rowForm, setRowForm] = useState<{ form: RowForm<T>; row: T } | null>(null);
  const list = useResourceList<T>(area, api, { ...params, ...props.filters }, true, { failure: props.listFailure });
  const action = useResourceAction(area, api);
  const rows = list.data?.data ?? [];
  // Once opened, the add/edit modal stays mounted (its closing animation, as before the split).
  const [formShown, setFormShown] = useState(false);
  if (editing !== null && !formShown) setFormShown(true);
  const hasForms = Boolean(form || props.rowForms?.length);
  useEffect(() => {
    if (!list.isSuccess || !hasForms) return;
    const timer = afterPaintWhenIdle(() => void loadModalForm().catch(() => {}));
    return () => clearTimeout(timer);
  }, [list.isSuccess, hasForms]);
  const keyOf = (row: T) => row[rowKey];
  /** A button shows when the resource has its call and the user holds that call's key. */
  const allowed = (a: Action) => {
    const e = api[a];
    return Boolean(e) && has(e?.permission ?? '');
  };
  // A one-row call: batches (`{ ids }`) where the descriptor takes them, otherwise the row's key.
  const one = (a: Action, key: unknown) => (inputKeys(api[a]).includes('ids') ? { ids: [key] } : { [rowKey]: key });

  const run = async (name: Action, body: unknown) => {
    const reply = await action.mutateAsync({ action: name, body });
    message.success(reply.message || '操作成功');
    return reply;
  };
  const remove = async (key: unknown) => {
    try {
      await action.mutateAsync({ action: 'delete', body: one('delete', key) });
      message.success('删除成功');
      setSelected((s) => s.filter((x) => x !== key));
    } catch (e) {
      message.error(e instanceof RequestError && e.message ? `删除失败：${e.message}` : '删除失败');
    }
  };
  const batch = async (to: 1 | 2) => {
    // Only rows not already in the target state are sent, so the all-or-nothing call can succeed.
    const ids = rows.filter((r) => selected.includes(keyOf(r)) && r.status !== to).map(keyOf);
    if (ids.length === 0) return void message.info(to === 1 ? '所选数据均已启用' : '所选数据均已停用');
    await run(to === 1 ? 'enable' : 'disable', { ids }).catch(() => {});
    setSelected([]);
  };

  const spec: StatusSpec | null = statusToggle === false ? null : statusToggle === true ? {} : statusToggle;
  const bySwitch = Boolean(api.status);
  const canBatch = spec !== null && !bySwitch && (allowed('enable') || allowed('disable'));
  const canEdit = Boolean(form) && allowed('update');
  const canDelete = allowed('delete');
  const allColumns: TableColumnsType<T> = [
    ...(props.index === false
      ? []
      : [
          {
            title: '序号',
            key: '__index',
            width: 64,
            render: (_v: unknown, _r: T, i: number) => (params.page - 1) * params.pageSize + i + 1,
          },
        ]),
    ...columns,
  ];
  if (spec) {
    const column = statusColumn<T>(spec, {
      rowKey,
      allowed: (on) => (bySwitch ? allowed('status') : allowed(on ? 'enable' : 'disable')),
      toggle: (row, on, next) =>
        run(
          bySwitch ? 'status' : on ? 'enable' : 'disable',
          bySwitch ? { [rowKey]: keyOf(row), status: next } : one(on ? 'enable' : 'disable', keyOf(row)),
        ),
    });
    const at = allColumns.findIndex((c) => c.key === 'status');
    if (at >= 0) allColumns[at] = { ...column, ...allColumns[at], render: column.render };
    else allColumns.push(column);
  }
  const confirm = props.deleteConfirm;
  const deleteButton = (row: T) => {
    const button = (onClick?: () => void) => (
      <Button type="link" size="small" danger onClick={onClick}>
        删除
      </Button>
    );
    if (confirm && 'name' in confirm)
      return button(() =>
        modal.confirm({
          title: '提示',
          content: `确定删除${label}“${String(row[confirm.name])}”吗？`,
          okText: '确定',
          cancelText: '取消',
          onOk: () => remove(keyOf(row)),
        }),
      );
    return (
      <Popconfirm
        title={confirm && 'pop' in confirm ? confirm.pop : '提示'}
        description={confirm ? undefined : `确认删除该${label}吗？`}
        okText="确定"
        cancelText="取消"
        onConfirm={() => remove(keyOf(row))}
      >
        {button()}
      </Popconfirm>
    );
  };
  const actionsFor = (row: T) => (
    <Space size={4} wrap>
      {props.rowForms
        ?.filter((f) => has(f.call.permission))
        .map((f) => (
          <Button key={f.button} type="link" size="small" onClick={() => setRowForm({ form: f, row })}>
            {f.button}
          </Button>
        ))}
      {props.rowActions?.(row)}
      {canEdit && (props.canEdit?.(row) ?? true) && (
        <Button
          type="link"
          size="small"
          onClick={() => setEditing(form?.toInitial ? { ...form.toInitial(row), [rowKey]: keyOf(row) } : row)}
        >
          编辑
        </Button>
      )}
      {canDelete && deleteButton(row)}
    </Space>
  );
  if (props.rowForms?.length || props.rowActions || canEdit || canDelete)
    allColumns.push({ title: '操作', key: '__actions', fixed: 'right', width: 180, render: (_v, row) => actionsFor(row) });

  const current = { ...params, ...props.filters };
  return (
    <Card className="resource-table" variant="borderless">
      {search.length > 0 && (
        <SearchForm name={props.names?.search} fields={search} onSearch={(f) => setParams({ ...f, page: 1, pageSize: params.pageSize })} />
      )}
      <Space style={{ marginBottom: 12 }} wrap>
        {form && allowed('add') && (
          <Button type="primary" onClick={() => setEditing({ ...form.defaults })}>
            新增{label}
          </Button>
        )}
        {canBatch && allowed('enable') && (
          <Button disabled={selected.length === 0} onClick={() => batch(1)}>
            批量启用
          </Button>
        )}
        {canBatch && allowed('disable') && (
          <Button disabled={selected.length === 0} onClick={() => batch(2)}>
            批量停用
          </Button>
        )}
        {props.importAs && (
          <ImportButton
            client={client}
            resource={props.importAs}
            label={label}
            allowed={has(`${props.importAs}.import`)}
            onImported={() => void list.refetch()}
          />
        )}
        {props.exportAs && (
          <ExportButton client={client} resource={props.exportAs} query={current} allowed={has(`${props.exportAs}.export`)} />
        )}
        {typeof props.toolbar === 'function' ? props.toolbar(current) : props.toolbar}
      </Space>
      <Table<T>
        rowKey={rowKey}
        size="middle"
        columns={allColumns}
        dataSource={rows}
        loading={list.isFetching}
        scroll={{ x: props.scrollX ?? 960 }}
        rowSelection={canBatch ? { selectedRowKeys: selected as never[], onChange: (keys) => setSelected(keys) } : undefined}
        pagination={{
          ...paginationText,
          ...(props.pageSizes ? { pageSizeOptions: props.pageSizes.map(String) } : {}),
          current: params.page,
          pageSize: params.pageSize,
          total: list.data?.total ?? 0,
          // Past the count cap the total is an estimate: 共 10,000+ 条, and deep pages stay reachable.
          showTotal: (total) => totalText(total, list.data?.exact ?? true),
          onChange: (page, pageSize) => setParams((p) => ({ ...p, page: pageSize === p.pageSize ? page : 1, pageSize })),
        }}
      />
      {form && formShown && (
        <Suspense fallback={null}>
          <ModalForm
            open={editing !== null}
            title={editing && rowKey in editing ? `编辑${label}` : `新增${label}`}
            schema={editing && rowKey in editing ? form.update : form.create}
            rules={form.create}
            fields={form.fields}
            initial={editing ?? undefined}
            rowKey={rowKey}
            name={props.names?.form}
            width={form.width}
            onClose={() => setEditing(null)}
            onSubmit={(values) => run(rowKey in values && editing && rowKey in editing ? 'update' : 'add', values)}
          />
        </Suspense>
      )}
      {rowForm && (
        <Suspense fallback={null}>
          <ModalForm
            open
            title={rowForm.form.title(rowForm.row)}
            schema={rowForm.form.call.input as z.ZodObject<z.ZodRawShape>}
            fields={rowForm.form.fields}
            initial={rowForm.row}
            rowKey={rowKey}
            drawer={rowForm.form.drawer}
            okText={rowForm.form.okText}
            width={rowForm.form.width}
            onClose={() => setRowForm(null)}
            onSubmit={async (values) => {
              const reply = await call(rowForm.form.call, values as never);
              message.success(reply.message || '操作成功');
              await qc.invalidateQueries({ queryKey: [area] });
            }}
          />
        </Suspense>
      )}
      {modalHolder}
    </Card>
  );
}
