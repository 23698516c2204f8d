import { Card, ConfigProvider, Empty, Table } from 'antd';
import { type CSSProperties, type HTMLAttributes, lazy, Suspense, useContext, useEffect, useState } from 'react';
import { WarmChoices } from './choices.tsx';
import { declaredColumns } from './declared-columns.tsx';
import { declaredForm } from './declared-form.ts';
import { declaredSearch } from './declared-search.ts';
import { usePermissions } from './permissions.tsx';
import { resourceColumns, searchFields } from './resource-columns.tsx';
import { preloadForms, useResourceForms } from './resource-forms.tsx';
import type { ResourceTableProps } from './resource-table-props.ts';
import { ResourceToolbar } from './ResourceToolbar.tsx';
import { linkedSearch, SearchForm } from './SearchForm.tsx';
import { useSelection } from './selection.tsx';
import { SideTree } from './side-tree.tsx';
import { useStableColumns } from './stable-columns.ts';
import type { StatusSpec } from './status-column.tsx';
import { preloadConfirm, useConfirm } from './use-confirm.tsx';
import { useListState } from './use-list-state.tsx';
import { useResourceCalls } from './use-resource-calls.ts';

export type { StatusSpec } from './status-column.tsx';
export type { ResourceColumn, ResourceTableProps, RowForm } from './resource-table-props.ts';

const ListTabs = lazy(async () => ({ default: (await import('./list-tabs.tsx')).ListTabs }));

const FORM_PRELOAD_DELAY_MS = 1_000;
const afterPaintWhenIdle = (fn: () => void) =>
  setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(fn) : fn()), FORM_PRELOAD_DELAY_MS);

type Row = Record<string, unknown>;

/**
 * The table scrolls sideways in a box of its own, at least `--table-x` wide, with 操作 sticking to the box's end
 * (CSS), instead of antd's `scroll.x`: that adds a hidden row measuring every column, and each width it reads
 * (the first, then the same one to a fraction of a pixel) draws the header and every row again.
 */
const SCROLLING = {
  table: ({ style, ...rest }: HTMLAttributes<HTMLTableElement>) => (
    <div style={{ overflowX: 'auto' }}>
      <table {...rest} style={{ ...style, width: 'var(--table-x)', minWidth: '100%' }} />
    </div>
  ),
};
const ROW_CALLS = ['status', 'enable', 'disable', 'update', 'delete'] as const;

/**
 * Search form, toolbar (add, batch enable/disable, import, export), paged table with status switch and row
 * actions (edit, confirmed delete), and the add/edit modal. Every button needs its permission key (the
 * descriptor's); without it, it is absent. The pieces: the list's state and call (use-list-state), the
 * chosen rows and batch buttons (selection), the row calls (use-resource-calls), the toolbar (ResourceToolbar),
 * the columns with row actions (resource-columns) and the forms (resource-forms).
 */
export function ResourceTable<T extends Row>(props: ResourceTableProps<T>) {
  const { resource, rowKey = 'id', statusToggle = true } = props;
  const { area, api } = props.area === undefined ? { area: props.resource.name, api: props.resource.endpoints } : props;
  const label = props.label ?? resource?.label ?? '';
  const form = props.form && { ...props.form, fields: props.form.fields ?? (resource ? declaredForm(resource) : []) };
  const declared = props.columns ?? (resource ? declaredColumns<T>(resource) : []);
  const { has } = usePermissions();
  const [confirmDialog, confirmHolder] = useConfirm();
  const selection = useSelection<T>();
  const search = searchFields(declared, props.search ?? (resource ? declaredSearch(resource) : []));
  // Search filters a link presets (?status=4 from the workbench): read once, as the list first opens.
  const [linked] = useState(() => linkedSearch(search, props.linkFilters));
  const state = useListState<T>({ ...props, area, api }, selection.clear, linked);
  const { list, rows } = state;
  const calls = useResourceCalls(area, api, rowKey);
  const { allowed, one, run } = calls;
  const forms = useResourceForms<T>({ area, api, label, rowKey, form, name: props.names?.form, run });

  const hasForms = Boolean(form || props.rowForms?.length);
  // A delete confirmed by a 提示 dialog: antd's Modal loads ahead too (useConfirm).
  const asksToDelete = Boolean(props.deleteConfirm && 'name' in props.deleteConfirm);
  useEffect(() => {
    if (!list.isSuccess || !(hasForms || asksToDelete)) return;
    const timer = afterPaintWhenIdle(() => {
      if (hasForms) preloadForms(api);
      if (asksToDelete) preloadConfirm();
    });
    return () => clearTimeout(timer);
  }, [list.isSuccess, hasForms, asksToDelete, api]);

  const keyOf = (row: T) => row[rowKey];
  const spec: StatusSpec | null = statusToggle === false ? null : statusToggle === true ? {} : statusToggle;
  const bySwitch = Boolean(api.status);
  const canBatch = spec !== null && !bySwitch && (allowed('enable') || allowed('disable'));
  const tableCls = useContext(ConfigProvider.ConfigContext).getPrefixCls('table');
  const built = resourceColumns<T>({
    stickyEnd: `${tableCls}-cell-fix ${tableCls}-cell-fix-end`,
    columns: declared,
    index: props.index,
    page: state.params,
    status: spec && {
      spec,
      rowKey,
      allowed: (on) => (bySwitch ? allowed('status') : allowed(on ? 'enable' : 'disable')),
      toggle: async (row, on, next) =>
        run(
          bySwitch ? 'status' : on ? 'enable' : 'disable',
          bySwitch ? { [rowKey]: keyOf(row), status: next } : await one(on ? 'enable' : 'disable', keyOf(row)),
        ),
    },
    actions: {
      label,
      width: props.actionsWidth,
      has,
      rowForms: props.rowForms,
      openRowForm: (f, row) => void forms.openRowForm(f, row),
      rowActions: props.rowActions,
      edit: form && allowed('update') ? forms.edit : undefined,
      canEdit: props.canEdit,
      canDelete: props.canDelete,
      remove: allowed('delete')
        ? async (row) => {
            if (await calls.remove(keyOf(row))) selection.drop(keyOf(row));
          }
        : undefined,
      deleteConfirm: props.deleteConfirm,
      confirmDialog,
    },
  });
  // The table's own renders (loading, each answer, a row chosen, a form opened) keep the columns; every render of
  // the table draws its cells again, with the latest functions, so names a page looks up later still show.
  const columns = useStableColumns(built, [
    state.params.page,
    state.params.pageSize,
    ...ROW_CALLS.map(allowed),
    ...(props.rowForms ?? []).map((f) => has(f.call.permission)),
  ]);
  const body = (
    <>
      {props.tabs && (
        // The tab bar's height (46 px) and margin (16 px) while its code loads: the list below does not jump.
        <Suspense fallback={<div style={{ height: 62 }} />}>
          <ListTabs active={state.tab} onChange={state.chooseTab} tabs={props.tabs} />
        </Suspense>
      )}
      {props.searchForm?.(state.search)}
      {!props.searchForm && search.length > 0 && (
        <SearchForm name={props.names?.search} fields={search} onSearch={state.search} initialValues={linked} />
      )}
      <ResourceToolbar<T>
        label={label}
        onAdd={form && allowed('add') ? () => forms.add(state.query) : undefined}
        batch={canBatch ? { rows, chosen: selection.keys, keyOf, allowed, run, clear: selection.clear } : undefined}
        importAs={props.importAs}
        exportAs={props.exportAs ?? resource?.page?.menu}
        toolbar={props.toolbar}
        query={state.query}
        chosen={{ rows: selection.rows, clear: selection.clear }}
        onImported={() => void list.refetch()}
      />
      <Table<T>
        rowKey={rowKey}
        size={props.bare ? 'small' : 'middle'}
        columns={columns}
        // No data while a page with no rows yet loads: antd then draws its spinner alone, where for [] it draws
        // 暂无数据 (Empty, with its picture) under it, which is not the answer yet and kept Empty's picture in every
        // list's first paint.
        dataSource={state.loading && rows.length === 0 ? undefined : rows}
        loading={state.loading}
        tableLayout="fixed"
        style={{ '--table-x': `${props.scrollX ?? 960}px` } as CSSProperties}
        components={SCROLLING}
        locale={
          props.emptyText || props.errorText
            ? { emptyText: <Empty description={list.isError && props.errorText ? props.errorText : props.emptyText} /> }
            : undefined
        }
        rowSelection={selection.rowSelection(canBatch || Boolean(props.selectable))}
        pagination={state.pagination}
      />
      {forms.holder}
      {confirmHolder}
      {list.isSuccess && (form || props.rowForms) && (
        <WarmChoices
          fields={[...(form?.fields ?? []), ...(props.rowForms ?? []).flatMap((f) => (Array.isArray(f.fields) ? f.fields : []))]}
        />
      )}
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
    <SideTree spec={props.sideTree} selected={state.node} onSelect={state.chooseNode}>
      {card}
    </SideTree>
  ) : (
    card
  );
}
