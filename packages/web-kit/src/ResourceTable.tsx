import { PAGE_SIZE_OPTIONS, totalText } from '@console/contract/api/paging';
import { Button, Card, Empty, Space, Table, type TableColumnsType, Tabs } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { loadSchemas } from '@console/contract/endpoint';
import type { FormSchema } from './ModalForm.tsx';
import { ExportButton } from './ExportButton.tsx';
import { getMessage } from './feedback.tsx';
import { ImportButton } from './ImportButton.tsx';
import { useApi } from './api-context.tsx';
import { useCall } from './use-call.ts';
import { preloadConfirm, useConfirm } from './use-confirm.tsx';
import { usePermissions } from './permissions.tsx';
import { RequestError } from './request.ts';
import { RowActions } from './row-actions.tsx';
import { SideTree } from './side-tree.tsx';
import { FIRST_PAGE, inputKeys, type ListParams, useResourceAction, useResourceList } from './resource-list.ts';
import { type SearchField, SearchForm } from './SearchForm.tsx';
import { type StatusSpec, statusColumn } from './status-column.tsx';

export type { StatusSpec } from './status-column.tsx';
export type { ResourceColumn, ResourceTableProps, RowForm } from './resource-table-props.ts';
import type { ResourceTableProps, RowForm } from './resource-table-props.ts';

// The add/edit form (every kind of input: dates, trees, cascaders…) is not needed to show the list: it loads
// a moment after the list is on screen, when the browser is idle, or when a form is first opened.
const loadModalForm = () => import('./ModalForm.tsx');
const ModalForm = lazy(async () => ({ default: (await loadModalForm()).ModalForm }));
const FORM_PRELOAD_DELAY_MS = 1_000;
const afterPaintWhenIdle = (fn: () => void) =>
  setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(fn) : fn()), FORM_PRELOAD_DELAY_MS);

type Row = Record<string, unknown>;
type Action = 'add' | 'update' | 'delete' | 'enable' | 'disable' | 'status';

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
  const { area, api, label, form, rowKey = 'id', statusToggle = true } = props;
  const columns = props.columns.map(({ search: _, ...c }) => c) as TableColumnsType<T>;
  // Columns marked `search` come first in the filters, as text filters named and labelled as the column.
  const search: SearchField[] = [
    ...props.columns.flatMap((c) => (c.search && 'dataIndex' in c ? [{ name: String(c.dataIndex), label: String(c.title) }] : [])),
    ...(props.search ?? []),
  ];
  const { has } = usePermissions();
  const client = useApi();
  const call = useCall();
  const qc = useQueryClient();
  const message = getMessage();
  const [confirmDialog, confirmHolder] = useConfirm();
  const [params, setParams] = useState<ListParams>({ ...FIRST_PAGE });
  const [tab, setTab] = useState(props.tabs?.[0]?.key);
  const [node, setNode] = useState(props.sideTree?.root);
  const [selected, setSelected] = useState<unknown[]>([]);
  const [picked, setPicked] = useState<T[]>([]);
  const [editing, setEditing] = useState<Record<string, unknown> | null>(null);
  const [rowForm, setRowForm] = useState<{ form: RowForm<T>; row: T } | null>(null);
  const filters = {
    ...props.tabs?.find((t) => t.key === tab)?.filters,
    ...(props.sideTree ? { [props.sideTree.filter]: node } : {}),
    ...props.filters,
  };
  const poll = props.refetchInterval;
  const list = useResourceList<T>(area, api, { ...params, ...filters }, true, {
    failure: props.listFailure,
    refetchInterval: typeof poll === 'function' ? (rows) => poll(rows as T[]) : poll,
  });
  const action = useResourceAction(area, api);
  const rows = list.data?.data ?? [];
  // Once opened, the add/edit modal stays mounted (its closing animation, as before the split).
  const [formShown, setFormShown] = useState(false);
  if (editing !== null && !formShown) setFormShown(true);
  const hasForms = Boolean(form || props.rowForms?.length);
  // A delete confirmed by a 提示 dialog: antd's Modal loads ahead too (useConfirm).
  const asksToDelete = Boolean(props.deleteConfirm && 'name' in props.deleteConfirm);
  useEffect(() => {
    if (!list.isSuccess || !(hasForms || asksToDelete)) return;
    const timer = afterPaintWhenIdle(() => {
      // The forms' schemas (and zod) too, so a click on 新增 or a switch finds them at hand.
      if (hasForms) void Promise.all([loadModalForm(), loadSchemas(api)]).catch(() => {});
      if (asksToDelete) preloadConfirm();
    });
    return () => clearTimeout(timer);
  }, [list.isSuccess, hasForms, asksToDelete, api]);
  const keyOf = (row: T) => row[rowKey];
  /** A button shows when the resource has its call and the user holds that call's key. */
  const allowed = (a: Action) => {
    const e = api[a];
    return Boolean(e) && has(e?.permission ?? '');
  };
  // A one-row call: batches (`{ ids }`) where the descriptor takes them, otherwise the row's key.
  const one = async (a: Action, key: unknown) => ((await inputKeys(api[a])).includes('ids') ? { ids: [key] } : { [rowKey]: key });
  const clearSelection = () => {
    setSelected([]);
    setPicked([]);
  };
  /** A new search, tab or tree node: back to page 1, nothing chosen. */
  const refilter = (next?: Record<string, unknown>) => {
    setParams((p) => ({ ...(next ?? p), page: 1, pageSize: p.pageSize }));
    clearSelection();
  };

  const run = async (name: Action, body: unknown) => {
    const reply = await action.mutateAsync({ action: name, body });
    message.success(reply.message || '操作成功');
    return reply;
  };
  const remove = async (key: unknown) => {
    try {
      await action.mutateAsync({ action: 'delete', body: await one('delete', key) });
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
    clearSelection();
  };
  const openRowForm = async (f: RowForm<T>, row: T) => {
    const loaded = f.load ? await f.load(row, call).catch(() => null) : {};
    if (loaded) setRowForm({ form: f, row: { ...row, ...loaded } });
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
      toggle: async (row, on, next) =>
        run(
          bySwitch ? 'status' : on ? 'enable' : 'disable',
          bySwitch ? { [rowKey]: keyOf(row), status: next } : await one(on ? 'enable' : 'disable', keyOf(row)),
        ),
    });
    const at = allColumns.findIndex((c) => c.key === 'status');
    if (at >= 0) allColumns[at] = { ...column, ...allColumns[at], render: column.render };
    else allColumns.push(column);
  }
  const actionsFor = (row: T) => (
    <RowActions
      row={row}
      label={label}
      confirmDialog={confirmDialog}
      confirm={props.deleteConfirm}
      before={
        <>
          {props.rowForms
            ?.filter((f) => has(f.call.permission))
            .map((f) => (
              <Button key={f.button} type="link" size="small" onClick={() => void openRowForm(f, row)}>
                {f.button}
              </Button>
            ))}
          {props.rowActions?.(row)}
        </>
      }
      onEdit={
        canEdit && (props.canEdit?.(row) ?? true)
          ? () => setEditing(form?.toInitial ? { ...form.toInitial(row), [rowKey]: keyOf(row) } : row)
          : undefined
      }
      onDelete={canDelete ? () => remove(keyOf(row)) : undefined}
    />
  );
  if (props.rowForms?.length || props.rowActions || canEdit || canDelete)
    allColumns.push({
      title: '操作',
      key: '__actions',
      fixed: 'right',
      width: props.actionsWidth ?? 180,
      render: (_v, row) => actionsFor(row),
    });

  const current = { ...params, ...filters };
  const onSearch = (f: Record<string, unknown>) => {
    props.onSearch?.(f);
    refilter(f);
  };
  const selectable = canBatch || Boolean(props.selectable);
  // Without a button the toolbar takes no room (a list with filters only, a list inside a drawer).
  const hasToolbar =
    (form && allowed('add')) ||
    canBatch ||
    (props.importAs && has(`${props.importAs}.import`)) ||
    (props.exportAs && has(`${props.exportAs}.export`)) ||
    Boolean(props.toolbar);
  const toolbar = (
    <>
      {form && allowed('add') && (
        <Button type="primary" onClick={() => setEditing({ ...form.defaults, ...form.defaultsFrom?.(current) })}>
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
      {typeof props.toolbar === 'function' ? props.toolbar(current, { rows: picked, clear: clearSelection }) : props.toolbar}
    </>
  );
  const body = (
    <>
      {props.tabs && (
        <Tabs
          activeKey={tab}
          onChange={(k) => {
            setTab(k);
            refilter();
          }}
          items={props.tabs.map((t) => ({ key: t.key, label: t.label }))}
        />
      )}
      {props.searchForm?.(onSearch)}
      {!props.searchForm && search.length > 0 && <SearchForm name={props.names?.search} fields={search} onSearch={onSearch} />}
      {hasToolbar && (
        <Space style={{ marginBottom: 12 }} wrap>
          {toolbar}
        </Space>
      )}
      <Table<T>
        rowKey={rowKey}
        size={props.bare ? 'small' : 'middle'}
        columns={allColumns}
        dataSource={rows}
        // A polled list does not flash its spinner at every poll.
        loading={list.isFetching && !(poll && list.data && !list.isPlaceholderData)}
        scroll={{ x: props.scrollX ?? 960 }}
        locale={
          props.emptyText || props.errorText
            ? { emptyText: <Empty description={list.isError && props.errorText ? props.errorText : props.emptyText} /> }
            : undefined
        }
        rowSelection={
          selectable
            ? {
                selectedRowKeys: selected as never[],
                onChange: (keys, chosen) => {
                  setSelected(keys);
                  setPicked(chosen);
                },
              }
            : undefined
        }
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
            schema={(editing && rowKey in editing ? (form.update ?? api.update?.input) : (form.create ?? api.add?.input)) as FormSchema}
            rules={(form.create ?? api.add?.input) as FormSchema}
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
          <RowFormModal
            form={rowForm.form}
            row={rowForm.row}
            rowKey={rowKey}
            onClose={() => setRowForm(null)}
            onSubmit={async (values) => {
              const reply = await call(rowForm.form.call, values as never);
              message.success(reply.message || '操作成功');
              await qc.invalidateQueries({ queryKey: [area] });
            }}
          />
        </Suspense>
      )}
      {confirmHolder}
    </>
  );
  const card = props.bare ? (
    body
  ) : (
    <Card className="resource-table" variant="borderless" title={props.title} extra={props.extra}>
      {body}
    </Card>
  );
  return props.sideTree ? (
    <SideTree
      spec={props.sideTree}
      selected={node}
      onSelect={(n) => {
        setNode(n);
        refilter();
      }}
    >
      {card}
    </SideTree>
  ) : (
    card
  );
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
