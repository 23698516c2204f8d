import { Descriptions, Drawer, Table } from 'antd';
import type { ReactNode } from 'react';

type DocLine = { skuCode: string; skuName: string; quantity: number; receivedQty?: number };

/** A document's header and lines (purchase order, delivery, return). */
export function DocDrawer(props: {
  title: string;
  open: boolean;
  onClose: () => void;
  items: { label: string; value: ReactNode }[];
  lines: DocLine[];
  receivedTitle?: string;
}) {
  return (
    <Drawer title={props.title} open={props.open} onClose={props.onClose} size="large">
      <Descriptions column={2} size="small" bordered items={props.items.map((i, k) => ({ key: k, label: i.label, children: i.value }))} />
      <Table<DocLine>
        style={{ marginTop: 16 }}
        rowKey="skuCode"
        size="small"
        pagination={false}
        dataSource={props.lines}
        columns={[
          { title: 'SKU编码', dataIndex: 'skuCode', width: 130 },
          { title: 'SKU名称', dataIndex: 'skuName' },
          { title: '数量', dataIndex: 'quantity', width: 90, align: 'right' },
          ...(props.receivedTitle ? [{ title: props.receivedTitle, dataIndex: 'receivedQty', width: 100, align: 'right' as const }] : []),
        ]}
      />
    </Drawer>
  );
}
