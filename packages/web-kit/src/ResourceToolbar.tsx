import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useApi } from './api-context.tsx';
import { ExportButton } from './ExportButton.tsx';
import { ImportButton } from './ImportButton.tsx';
import { usePermissions } from './permissions.tsx';
import type { ResourceTableProps } from './resource-table-props.ts';
import { type BatchStatus, batchStatusButtons } from './selection.tsx';

type Row = Record<string, unknown>;

type Props<T extends Row> = Pick<ResourceTableProps<T>, 'importAs' | 'exportAs' | 'toolbar'> & {
  label: string;
  /** 新增<label>, when the user may add. */
  onAdd?: () => void;
  /** Batch enable / disable of the chosen rows, when the list has them. */
  batch?: BatchStatus<T>;
  /** The list's page and filters (export, the page's own buttons). */
  query: Record<string, unknown>;
  /** The chosen rows and how to clear them, for the page's own batch buttons. */
  chosen: { rows: T[]; clear: () => void };
  onImported: () => void;
};

/** The buttons above a list: add, batch enable/disable, import, export, then the page's own. */
export function ResourceToolbar<T extends Row>(props: Props<T>): ReactNode {
  const { has } = usePermissions();
  const client = useApi();
  const { label, importAs, exportAs, query } = props;
  // Without a button the toolbar takes no room (a list with filters only, a list inside a drawer).
  const shown =
    props.onAdd ||
    props.batch ||
    (importAs && has(`${importAs}.import`)) ||
    (exportAs && has(`${exportAs}.export`)) ||
    Boolean(props.toolbar);
  if (!shown) return null;
  return (
    <Space style={{ marginBottom: 12 }} wrap>
      {props.onAdd && (
        <Button type="primary" onClick={props.onAdd}>
          新增{label}
        </Button>
      )}
      {props.batch && batchStatusButtons(props.batch)}
      {importAs && (
        <ImportButton client={client} resource={importAs} label={label} allowed={has(`${importAs}.import`)} onImported={props.onImported} />
      )}
      {exportAs && <ExportButton client={client} resource={exportAs} query={query} allowed={has(`${exportAs}.export`)} />}
      {typeof props.toolbar === 'function' ? props.toolbar(query, props.chosen) : props.toolbar}
    </Space>
  );
}
