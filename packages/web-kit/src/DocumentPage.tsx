import type { Declaration } from '@console/contract/declaration';
import type { Endpoint } from '@console/contract/endpoint';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, type DescriptionsProps, Drawer, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { declaredColumns, stateTag } from './declared-columns.tsx';
import { declaredSearch } from './declared-search.ts';
import { type DocumentActions, type LinesFormSpec, useDocumentStep, useLinesForm } from './document-parts.tsx';
import { Permission } from './permissions.tsx';
import { ResourceTable } from './ResourceTable.tsx';
import type { ResourceColumn } from './resource-table-props.ts';
import type { SearchField } from './SearchForm.tsx';
import { useCall } from './use-call.ts';

type DocumentApi = { queryList: Endpoint; detail: Endpoint; add: Endpoint; update?: Endpoint; delete?: Endpoint };

/** A document's declaration: its name is the area, its endpoints the calls, its fields the columns and search. */
export type DeclaredDocument = Pick<Declaration, 'name' | 'label' | 'fields' | 'machine' | 'page'> & { endpoints: DocumentApi };

/** Where the documents come from: the area, its calls and what one is called, or the declaration that names them. */
type DocumentSource =
  | {
      area: string;
      api: DocumentApi;
      /** What one document is called (赠品订单): the list's label and its empty text. */
      label: string;
      resource?: undefined;
    }
  | { resource: DeclaredDocument; area?: undefined; api?: undefined; label?: undefined };

export type DocumentPageProps<Row, Detail, Line> = DocumentSource & {
  /** The add button's text (新建赠品订单); it shows with the add key. */
  addText: string;
  /** Default the declaration's page (its list exports by default). */
  exportAs?: string;
  /** Buttons after the add button. */
  toolbar?: ReactNode;
  /** Default the declaration's filters. */
  search?: SearchField[];
  /** Default the declaration's list fields, the status as its machine's tag. */
  columns?: ResourceColumn<Row>[];
  /** The declared columns' order where the list's differs from the declaration's (which its export and audit follow). */
  columnOrder?: readonly string[];
  /** The row's steps, after 详情 (and 编辑 with `linesForm`). */
  rowActions?: (row: Row, doc: DocumentActions) => ReactNode;
  actionsWidth?: number;
  scrollX: number;
  /** The list's empty text where 暂无<label> would not say enough. */
  emptyText?: string;
  errorText?: string;
  /** 删除 shows where the api has delete and this allows it (the machine's delete guard). */
  canDelete?: (row: Row) => boolean;
  /** The add dialog of the page's own (lines or a single line), open while `open`… */
  addForm?: (open: boolean, close: () => void) => ReactNode;
  /** …or the SKU-lines dialog, for adding and for editing a document. */
  linesForm?: LinesFormSpec<Row>;
  detail: {
    /** Also asked while the drawer closes (then without a document). */
    title: (d: Detail | null) => string;
    size: number | 'large';
    items: (d: Detail) => DescriptionsProps['items'];
    lines: (d: Detail) => Line[];
    lineColumns: TableColumnsType<Line>;
  };
};

/** The declaration's list columns, its status shown as its machine's tag, in the page's order when it gives one. */
const machineColumns = <Row extends Record<string, unknown>>(d: DeclaredDocument, order?: readonly string[]) => {
  const m = d.machine;
  const columns = declaredColumns<Row>(d, m ? { [m.field]: (v: number) => stateTag(m, v) } : {});
  const place = (key: unknown) => {
    const i = order?.indexOf(String(key)) ?? -1;
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  return order ? columns.sort((a, b) => place(a.key) - place(b.key)) : columns;
};

/**
 * A document list with lines (purchase orders, deliveries, returns, transfers, gift and sell-in orders): the list
 * with its add button, 详情 opening a drawer of the document's header and lines, the add (and edit) dialog and
 * the row's confirmed steps. Pages give what differs.
 */
export function DocumentPage<Row extends { id: number } & Record<string, unknown>, Detail, Line extends object>(
  props: DocumentPageProps<Row, Detail, Line>,
) {
  const { detail, linesForm, resource } = props;
  const { area, api, label } = resource ? { area: resource.name, api: resource.endpoints, label: resource.label } : props;
  const call = useCall();
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: [area] });
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<Detail | null>(null);
  const lines = useLinesForm(linesForm, api, props.addText, refresh);
  const step = useDocumentStep(refresh);
  const fetch = async (row: Row) => (await call(api.detail, { id: row.id } as never)).data;
  const actions = (row: Row): DocumentActions => ({ step, edit: async () => lines.open((await fetch(row)) as Record<string, unknown>) });
  return (
    <>
      <ResourceTable<Row>
        area={area}
        api={{ queryList: api.queryList, delete: api.delete }}
        label={label}
        statusToggle={false}
        exportAs={props.exportAs ?? resource?.page?.menu}
        emptyText={props.emptyText ?? `暂无${label}`}
        errorText={props.errorText}
        canDelete={props.canDelete}
        toolbar={
          <>
            <Permission k={api.add.permission}>
              <Button type="primary" onClick={() => (linesForm ? lines.open({ lines: [{}] }) : setAdding(true))}>
                {props.addText}
              </Button>
            </Permission>
            {props.toolbar}
          </>
        }
        search={props.search ?? (resource ? declaredSearch(resource) : [])}
        columns={props.columns ?? (resource ? machineColumns<Row>(resource, props.columnOrder) : [])}
        rowActions={(row) => (
          <>
            <Permission k={api.detail.permission}>
              <Button type="link" size="small" onClick={async () => setViewing((await fetch(row)) as Detail)}>
                详情
              </Button>
            </Permission>
            {linesForm?.canEdit?.(row) && (
              <Button type="link" size="small" onClick={() => actions(row).edit()}>
                {linesForm.editText ?? '编辑'}
              </Button>
            )}
            {props.rowActions?.(row, actions(row))}
          </>
        )}
        actionsWidth={props.actionsWidth}
        scrollX={props.scrollX}
      />
      {props.addForm?.(adding, () => setAdding(false))}
      {lines.dialog}
      <Drawer open={viewing !== null} onClose={() => setViewing(null)} title={detail.title(viewing)} size={detail.size}>
        {viewing && (
          <>
            <Descriptions column={2} size="small" bordered items={detail.items(viewing)} />
            <Table<Line>
              style={{ marginTop: 16 }}
              rowKey="skuCode"
              size="small"
              pagination={false}
              dataSource={detail.lines(viewing)}
              columns={detail.lineColumns}
            />
          </>
        )}
      </Drawer>
    </>
  );
}
