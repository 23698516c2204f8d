import { pathParams } from '@console/contract/endpoint';
import { PAGE_SIZE_OPTIONS } from '@console/contract/paging';
import { App, Button, Card, Popconfirm, Space, Switch, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { type FieldDef, ModalForm } from './ModalForm.tsx';
import { usePermissions } from './permissions.tsx';
import { RequestError } from './request.ts';
import { type ListParams, type ResourceEndpoints, useResourceAction, useResourceList } from './resource-list.ts';
import { type SearchField, SearchForm } from './SearchForm.tsx';

type Row = { id: number; status?: number } & Record<string, unknown>;

export type ResourceTableProps<T extends Row> = {
  /** Area name: the query key root. */
  area: string;
  /** Call path, e.g. '/product/brand' (queryList, add, update, delete, enable, disable below it). */
  path: string;
  /** The contract's descriptors of these calls; when given they are used instead of `path`. */
  api?: ResourceEndpoints;
  /** Permission page name, e.g. 'productBrand' → productBrand.add / .edit / .delete / .enable / .disable. */
  perm: string;
  /** What one row is called in titles ("品牌" → 新增品牌 / 编辑品牌). */
  label: string;
  columns: TableColumnsType<T>;
  search?: SearchField[];
  /** Fixed filters (e.g. the category chosen in a tree), merged into every list call. */
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
  /** Extra row actions, rendered before edit / delete. */
  rowActions?: (row: T) => ReactNode;
  /** Extra toolbar buttons; as a function it gets the list's current filters (e.g. for an export button). */
  toolbar?: ReactNode | ((filters: Record<string, unknown>) => ReactNode);
  /** Status switch and batch enable/disable (default on). */
  statusToggle?: boolean;
  scrollX?: number;
};

/** Pagination control of spec §2: total shown, 上一页/下一页 text, the agreed page sizes. */
export const paginationText = {
  showTotal: (total: number) => `共 ${total} 条`,
  itemRender: (_page: number, type: string, node: ReactNode) => (type === 'prev' ? <a>上一页</a> : type === 'next' ? <a>下一页</a> : node),
  pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
  showSizeChanger: true,
  showQuickJumper: true,
};

/**
 * Search form, toolbar (add, batch enable/disable), paged table with status switch and row actions (edit,
 * confirmed delete), and the add/edit modal. Every button needs its permission key; without it, it is absent.
 */
export function ResourceTable<T extends Row>(props: ResourceTableProps<T>) {
  const { area, path, perm, label, columns, search = [], form, statusToggle = true } = props;
  const { has } = usePermissions();
  const { message } = App.useApp();
  const [params, setParams] = useState<ListParams>({ page: 1, pageSize: 10 });
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<Record<string, unknown> | null>(null);
  const list = useResourceList<T>(area, path, { ...params, ...props.filters }, true, props.api);
  const action = useResourceAction(area, path, props.api);
  // Descriptor calls take batches (`{ ids }`) for single rows too, unless the id travels in the path.
  const one = (action: 'delete' | 'enable' | 'disable', id: number) => {
    const e = props.api?.[action];
    return e && !pathParams(e.path).includes('id') ? { ids: [id] } : { id };
  };
  const rows = list.data?.data ?? [];

  const run = async (name: string, body: unknown) => {
    const reply = await action.mutateAsync({ action: name, body });
    message.success(reply.message || '操作成功');
    return reply;
  };
  const remove = async (id: number) => {
    try {
      await action.mutateAsync({ action: 'delete', body: one('delete', id) });
      message.success('删除成功');
      setSelected((s) => s.filter((x) => x !== id));
    } catch (e) {
      message.error(e instanceof RequestError && e.message ? `删除失败：${e.message}` : '删除失败');
    }
  };
  const batch = async (to: 1 | 2) => {
    // Only rows not already in the target state are sent, so the all-or-nothing call can succeed.
    const ids = rows.filter((r) => selected.includes(r.id) && r.status !== to).map((r) => r.id);
    if (ids.length === 0) return void message.info(to === 1 ? '所选数据均已启用' : '所选数据均已停用');
    await run(to === 1 ? 'enable' : 'disable', { ids }).catch(() => {});
    setSelected([]);
  };

  const canToggle = statusToggle && (has(`${perm}.enable`) || has(`${perm}.disable`));
  const canEdit = Boolean(form) && has(`${perm}.edit`);
  const canDelete = has(`${perm}.delete`);
  const allColumns: TableColumnsType<T> = [
    { title: '序号', key: '__index', width: 64, render: (_v, _r, i) => (params.page - 1) * params.pageSize + i + 1 },
    ...columns,
  ];
  if (statusToggle) {
    allColumns.push({
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (status: number, row) => (
        <Switch
          size="small"
          checked={status === 1}
          disabled={!has(`${perm}.${status === 1 ? 'disable' : 'enable'}`)}
          aria-label={`切换状态 ${String(row.code ?? row.id)}`}
          onChange={(on) => void run(on ? 'enable' : 'disable', one(on ? 'enable' : 'disable', row.id)).catch(() => {})}
        />
      ),
    });
  }
  const actionsFor = (row: T) => (
    <Space size={4} wrap>
      {props.rowActions?.(row)}
      {canEdit && (
        <Button type="link" size="small" onClick={() => setEditing(form?.toInitial ? { ...form.toInitial(row), id: row.id } : row)}>
          编辑
        </Button>
      )}
      {canDelete && (
        <Popconfirm title="提示" description={`确认删除该${label}吗？`} okText="确定" cancelText="取消" onConfirm={() => remove(row.id)}>
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
  if (props.rowActions || canEdit || canDelete)
    allColumns.push({ title: '操作', key: '__actions', fixed: 'right', width: 180, render: (_v, row) => actionsFor(row) });

  return (
    <Card className="resource-table" variant="borderless">
      {search.length > 0 && <SearchForm fields={search} onSearch={(f) => setParams({ ...f, page: 1, pageSize: params.pageSize })} />}
      <Space style={{ marginBottom: 12 }} wrap>
        {form && has(`${perm}.add`) && (
          <Button type="primary" onClick={() => setEditing({ ...form.defaults })}>
            新增{label}
          </Button>
        )}
        {canToggle && has(`${perm}.enable`) && (
          <Button disabled={selected.length === 0} onClick={() => batch(1)}>
            批量启用
          </Button>
        )}
        {canToggle && has(`${perm}.disable`) && (
          <Button disabled={selected.length === 0} onClick={() => batch(2)}>
            批量停用
          </Button>
        )}
        {typeof props.toolbar === 'function' ? props.toolbar({ ...params, ...props.filters }) : props.toolbar}
      </Space>
      <Table<T>
        rowKey="id"
        size="middle"
        columns={allColumns}
        dataSource={rows}
        loading={list.isFetching}
        scroll={{ x: props.scrollX ?? 960 }}
        rowSelection={canToggle ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) } : undefined}
        pagination={{
          ...paginationText,
          current: params.page,
          pageSize: params.pageSize,
          total: list.data?.total ?? 0,
          onChange: (page, pageSize) => setParams((p) => ({ ...p, page: pageSize === p.pageSize ? page : 1, pageSize })),
        }}
      />
      {form && (
        <ModalForm
          open={editing !== null}
          title={editing && 'id' in editing ? `编辑${label}` : `新增${label}`}
          schema={editing && 'id' in editing ? form.update : form.create}
          fields={form.fields}
          initial={editing ?? undefined}
          width={form.width}
          onClose={() => setEditing(null)}
          onSubmit={(values) => run('id' in values ? 'update' : 'add', values)}
        />
      )}
    </Card>
  );
}
