import { stateOf } from '@console/contract/declaration';
import { TRANSFER_MACHINE, stockTransferApi, transferResource } from '@console/contract/api/stock';
import type { TransferDetail, TransferRow } from '@console/contract/stock';
import { DocumentPage, declaredSearch, docLineColumns, useCall, useMachineActions } from '@console/web-kit/resource';
import { useSkuOptions, useWarehouseOptions } from './options.ts';

const api = stockTransferApi;
const M = TRANSFER_MACHINE;
const F = transferResource.fields;
type Row = TransferRow & Record<string, unknown>;
const CONFIRM = {
  approve: '审核后将锁定调出仓库的库存，确认审核吗？',
  complete: '完成后库存从调出仓库转入调入仓库，确认完成调拨吗？',
  cancel: '取消后已锁定的库存将释放，确认取消该调拨单吗？',
} as const;

/** Stock transfers (库存调拨): draft → approved (stock locked at the source) → done (moved), or cancelled. */
export default function TransferPage() {
  const call = useCall();
  const allowed = useMachineActions(M);
  const warehouses = useWarehouseOptions();
  const skus = useSkuOptions();
  return (
    <DocumentPage<Row, TransferDetail, TransferDetail['lines'][number]>
      resource={transferResource}
      addText="新增调拨单"
      exportAs="stockTransfer"
      linesForm={{
        header: [
          { name: 'fromWarehouseCode', label: F.fromWarehouseCode.label, kind: 'select', options: warehouses },
          { name: 'toWarehouseCode', label: F.toWarehouseCode.label, kind: 'select', options: warehouses },
          { name: 'remark', label: F.remark.label, kind: 'textarea' },
        ],
        skus,
        // The zod schemas stay out of the list's first paint: loaded when the dialog first opens.
        schemas: async () => {
          const s = await import('@console/contract/stock');
          return { create: s.transferCreate, update: s.transferUpdate };
        },
        editTitle: (doc) => `编辑调拨单 ${String(doc.transferNo)}`,
        canEdit: (row) => allowed('edit', row.status),
        editText: M.guards.edit.label,
      }}
      search={declaredSearch(transferResource, {
        fromWarehouseCode: { kind: 'select', options: warehouses },
        toWarehouseCode: { kind: 'select', options: warehouses },
      })}
      rowActions={(row, doc) =>
        (['approve', 'complete', 'cancel'] as const)
          .filter((name) => allowed(name, row.status))
          .map((name) =>
            doc.step({
              label: M.transitions[name].label,
              confirm: CONFIRM[name],
              danger: name === 'cancel',
              run: () => call(api[name], { id: row.id }),
            }),
          )
      }
      scrollX={1400}
      detail={{
        title: (d) => `调拨单 ${d?.transferNo ?? ''}`,
        size: 'large',
        items: (d) => [
          { key: 'f', label: F.fromWarehouseName.label, children: d.fromWarehouseName },
          { key: 't', label: F.toWarehouseName.label, children: d.toWarehouseName },
          { key: 's', label: F.status.label, children: stateOf(M, d.status).label },
          { key: 'c', label: F.createdBy.label, children: d.createdBy },
          { key: 'r', label: F.remark.label, children: d.remark },
          { key: 'ct', label: F.createTime.label, children: d.createTime },
        ],
        lines: (d) => d.lines,
        lineColumns: docLineColumns(),
      }}
    />
  );
}
