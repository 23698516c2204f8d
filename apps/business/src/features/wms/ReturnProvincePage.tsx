import { can } from '@console/contract/declaration';
import { RETURN_MACHINE, RETURN_STATUS, returnResource, wmsReturnProvinceApi } from '@console/contract/api/wms-returns';
import { type ReturnRow, returnCreate, type returnDetail, returnUpdate } from '@console/contract/wms-returns';
import { DocumentPage, docLineColumns, ModalForm, useMachineActions } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useState } from 'react';
import { z } from 'zod';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { AREA, statusOf, useCall, useProvinceOptions, useSkuOptions, useWarehouseOptions, warehouseSearch } from './options.ts';

const statusText = statusOf(RETURN_STATUS);
const api = wmsReturnProvinceApi;
const F = returnResource.fields;
type Detail = z.infer<typeof returnDetail>;
type Row = ReturnRow & Record<string, unknown>;
/**
 * Returns belong to a province alone (the server's scope, data-scope.ts): a user limited in any other dimension
 * (shop, SP, platform, channel, grade) sees none, and the empty list says why instead of a bare 暂无数据.
 */
const RETURN_EMPTY = '暂无退货单。退货单只按省份归属：数据权限限定了门店、服务商、平台、渠道或等级的账号看不到退货单';
// The list shows the state and count before the reasons; the declaration keeps its order for the export and audit.
const LIST_ORDER = ['returnNo', 'provinceName', 'warehouseName', 'status', 'totalQty', 'reason', 'auditRemark'];
const auditForm = z.strictObject({ auditRemark: z.string().trim().max(200, `${F.auditRemark.label}不能超过200个字符`).default('') });

/** Province returns (省区退货): applied → approved → received into a warehouse, or rejected. */
export default function ReturnProvincePage() {
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const allowed = useMachineActions(RETURN_MACHINE);
  const warehouses = useWarehouseOptions();
  const provinces = useProvinceOptions();
  const skus = useSkuOptions();
  const [auditing, setAuditing] = useState<{ id: number; approve: boolean } | null>(null);
  return (
    <>
      <DocumentPage<Row, Detail, Detail['lines'][number]>
        resource={returnResource}
        addText="新增退货申请"
        emptyText={RETURN_EMPTY}
        errorText="退货单加载失败，请稍后重试"
        linesForm={{
          header: [
            { name: 'provinceCode', label: F.provinceCode.label, kind: 'select', options: provinces },
            { name: 'warehouseCode', label: F.warehouseName.label, kind: 'select', options: warehouses },
            { name: 'reason', label: F.reason.label, kind: 'textarea' },
          ],
          skus,
          schemas: async () => ({ create: returnCreate, update: returnUpdate }),
          editTitle: (doc) => `编辑退货申请 ${String(doc.returnNo)}`,
          canEdit: (row) => allowed('edit', row.status),
        }}
        search={[
          { name: 'returnNo', label: F.returnNo.label },
          { name: 'provinceCode', label: F.provinceCode.label, kind: 'select', options: provinces },
          warehouseSearch,
          { name: 'status', label: F.status.label, kind: 'select', options: RETURN_STATUS.map((s) => ({ ...s })) },
        ]}
        columnOrder={LIST_ORDER}
        canDelete={(row) => can(RETURN_MACHINE, 'delete', row.status)}
        rowActions={(row, doc) => (
          <>
            {allowed('approve', row.status) && (
              <>
                <Button type="link" size="small" onClick={() => setAuditing({ id: row.id, approve: true })}>
                  {RETURN_MACHINE.transitions.approve.label}
                </Button>
                <Button type="link" size="small" danger onClick={() => setAuditing({ id: row.id, approve: false })}>
                  {RETURN_MACHINE.transitions.reject.label}
                </Button>
              </>
            )}
            {allowed('receive', row.status) &&
              doc.step({
                label: RETURN_MACHINE.transitions.receive.label,
                confirm: '确认退货入库吗？',
                run: () => call(api.receive, { id: row.id }),
              })}
          </>
        )}
        scrollX={1700}
        detail={{
          title: (d) => `${returnResource.label} ${d?.returnNo ?? ''}`,
          size: 'large',
          items: (d) => [
            { key: 'p', label: F.provinceName.label, children: d.provinceName },
            { key: 'w', label: F.warehouseName.label, children: d.warehouseName },
            { key: 's', label: F.status.label, children: statusText(d.status) },
            { key: 'c', label: F.createdBy.label, children: d.createdBy },
            { key: 'r', label: F.reason.label, children: d.reason },
            { key: 'a', label: F.auditRemark.label, children: d.auditRemark || '—' },
          ],
          lines: (d) => d.lines,
          lineColumns: docLineColumns(COMMON_LABELS.received),
        }}
      />
      <ModalForm
        open={auditing !== null}
        title={auditing?.approve ? '审核通过' : '驳回退货申请'}
        schema={auditForm}
        fields={[{ name: 'auditRemark', label: F.auditRemark.label, kind: 'textarea' }]}
        onClose={() => setAuditing(null)}
        onSubmit={async (values) => {
          const e = auditing!.approve ? api.approve : api.reject;
          const reply = await call(e, { id: auditing!.id, auditRemark: String(values.auditRemark ?? '') });
          message.success(reply.message);
          await qc.invalidateQueries({ queryKey: [AREA] });
        }}
      />
    </>
  );
}
