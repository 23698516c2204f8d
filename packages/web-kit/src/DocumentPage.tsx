import type { Endpoint } from '@console/contract/endpoint';
import { Button, Descriptions, type DescriptionsProps, Drawer, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { Permission } from './permissions.tsx';
import { ResourceTable } from './ResourceTable.tsx';
import type { ResourceColumn } from './resource-table-props.ts';
import type { SearchField } from './SearchForm.tsx';
import { useCall } from './use-call.ts';

export type DocumentPageProps<Row, Detail, Line> = {
  area: string;
  api: { queryList: Endpoint; detail: Endpoint; add: Endpoint };
  /** What one document is called (赠品订单): the list's label and its empty text. */
  label: string;
  /** The add button's text (新建赠品订单); it shows with the add key. */
  addText: string;
  exportAs?: string;
  /** Buttons after the add button. */
  toolbar?: ReactNode;
  search: SearchField[];
  columns: ResourceColumn<Row>[];
  /** The row's steps, after 详情. */
  rowActions?: (row: Row) => ReactNode;
  actionsWidth: number;
  scrollX: number;
  /** The add dialog (lines or a single line), open while `open`. */
  addForm: (open: boolean, close: () => void) => ReactNode;
  detail: {
    /** Also asked while the drawer closes (then without a document). */
    title: (d: Detail | null) => string;
    size: number;
    items: (d: Detail) => DescriptionsProps['items'];
    lines: (d: Detail) => Line[];
    lineColumns: TableColumnsType<Line>;
  };
};

/**
 * A document list with lines (gift orders, sell-in orders, half-year returns): the list with its add button,
 * 详情 opening a drawer of the document's header and lines, and the add dialog. Pages give what differs.
 */
export function DocumentPage<Row extends { id: number } & Record<string, unknown>, Detail, Line extends object>(
  props: DocumentPageProps<Row, Detail, Line>,
) {
  const { api, detail } = props;
  const call = useCall();
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<Detail | null>(null);
  const open = async (row: Row) => setViewing((await call(api.detail, { id: row.id } as never)).data as Detail);
  return (
    <>
      <ResourceTable<Row>
        area={props.area}
        api={{ queryList: api.queryList }}
        label={props.label}
        statusToggle={false}
        exportAs={props.exportAs}
        emptyText={`暂无${props.label}`}
        toolbar={
          <>
            <Permission k={api.add.permission}>
              <Button type="primary" onClick={() => setAdding(true)}>
                {props.addText}
              </Button>
            </Permission>
            {props.toolbar}
          </>
        }
        search={props.search}
        columns={props.columns}
        rowActions={(row) => (
          <>
            <Permission k={api.detail.permission}>
              <Button type="link" size="small" onClick={() => open(row)}>
                详情
              </Button>
            </Permission>
            {props.rowActions?.(row)}
          </>
        )}
        actionsWidth={props.actionsWidth}
        scrollX={props.scrollX}
      />
      {props.addForm(adding, () => setAdding(false))}
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
