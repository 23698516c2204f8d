import { Descriptions, Drawer, Table } from 'antd';
import type { ReactNode } from 'react';
import { COMMON_LABELS } from '@console/contract/common-fields';

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
          { title: COMMON_LABELS.skuCode, dataIndex: 'skuCode', width: 130 },
          { title: COMMON_LABELS.skuName, dataIndex: 'skuName' },
          { title: COMMON_LABELS.quantity, dataIndex: 'quantity', width: 90, align: 'right' },
          ...(props.receivedTitle ? [{ title: props.receivedTitle, dataIndex: 'receivedQty', width: 100, align: 'right' as const }] : []),
        ]}
      />
    </Drawer>
  );
}
