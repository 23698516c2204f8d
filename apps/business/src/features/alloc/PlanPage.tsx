import { can } from '@console/contract/declaration';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { ALLOC_DIMENSIONS, allocPlanApi, PLAN_MACHINE, PLAN_STATUS, planResource } from '@console/contract/api/alloc';
import type { PlanRow } from '@console/contract/alloc';
import { ResourceTable, stateTag, useCall, useMachineActions, CONFIRM_WORDS } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { PlanLines } from './PlanLines.tsx';
import { AREA, dimensionText, usageColumn, useSkuOptions } from './options.ts';

const M = PLAN_MACHINE;
const F = planResource.fields;
const api = allocPlanApi;

/** Quota plans (配额分配): a scarce SKU's total over a period, shared by shop, SP or province; orders consume it. */
export default function PlanPage() {
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const allowed = useMachineActions(M);
  const [viewing, setViewing] = useState<PlanRow | null>(null);
  const act = async (name: 'activate' | 'close', id: number) => {
    const reply = await call(api[name], { id });
    message.success(reply.message);
    await qc.invalidateQueries({ queryKey: [AREA] });
  };
  return (
    <>
      <ResourceTable<PlanRow & Record<string, unknown>>
        area={AREA}
        api={{ queryList: api.queryList, add: api.add, update: api.update, delete: api.delete }}
        label={planResource.label}
        statusToggle={false}
        exportAs="allocPlan"
        search={[
          { name: 'planName', label: F.planName.label },
          { name: 'skuCode', label: F.skuCode.label, kind: 'select', options: useSkuOptions },
          { name: 'status', label: F.status.label, kind: 'select', options: PLAN_STATUS.map((s) => ({ ...s })) },
        ]}
        columns={[
          { title: F.planName.label, dataIndex: 'planName', width: 170 },
          { title: F.skuName.label, dataIndex: 'skuName', width: 200, render: (v: string, r) => `${v}（${r.skuCode}）` },
          { title: F.dimension.label, dataIndex: 'dimension', width: 90, render: dimensionText },
          { title: COMMON_LABELS.validity, key: 'period', width: 200, render: (_: unknown, r) => `${r.periodStart} ~ ${r.periodEnd}` },
          { title: F.total.label, dataIndex: 'total', width: 90, align: 'right' },
          { title: F.allotted.label, dataIndex: 'allotted', width: 90, align: 'right' },
          { title: F.used.label, dataIndex: 'used', width: 90, align: 'right' },
          usageColumn<PlanRow>((r) => ({ used: r.used, quota: r.allotted }), { width: 150 }),
          { title: F.status.label, dataIndex: 'status', width: 90, render: (v: number) => stateTag(M, v) },
          { title: F.createTime.label, dataIndex: 'createTime', width: 170 },
        ]}
        form={{
          fields: [
            { name: 'planName', label: F.planName.label },
            { name: 'skuCode', label: F.skuCode.label, kind: 'select', options: useSkuOptions },
            { name: 'dimension', label: F.dimension.label, kind: 'radio', options: ALLOC_DIMENSIONS.map((d) => ({ ...d })) },
            { name: 'periodStart', label: F.periodStart.label, kind: 'date' },
            { name: 'periodEnd', label: F.periodEnd.label, kind: 'date' },
            { name: 'total', label: F.total.label, kind: 'number' },
          ],
          defaults: { dimension: 1 },
        }}
        canEdit={(row) => can(M, 'edit', row.status)}
        canDelete={(row) => can(M, 'delete', row.status)}
        rowActions={(row) => (
          <>
            <Button type="link" size="small" onClick={() => setViewing(row)}>
              配额明细
            </Button>
            {(['activate', 'close'] as const)
              .filter((name) => allowed(name, row.status))
              .map((name) => (
                <Popconfirm
                  key={name}
                  {...CONFIRM_WORDS}
                  description={name === 'activate' ? '生效后审核订单将占用配额，确认生效吗？' : '关闭后不再限制订单，确认关闭吗？'}
                  onConfirm={() => act(name, row.id).catch(() => {})}
                >
                  <Button type="link" size="small" danger={name === 'close'}>
                    {M.transitions[name].label}
                  </Button>
                </Popconfirm>
              ))}
          </>
        )}
        actionsWidth={260}
        scrollX={1700}
      />
      <PlanLines plan={viewing} machine={M} onClose={() => setViewing(null)} />
    </>
  );
}
