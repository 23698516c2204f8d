import { couponTemplateApi } from '@console/contract/api/coupon';
import { equityActivityApi, equityApi, equityResource } from '@console/contract/api/equity';
import { gradeAllApi } from '@console/contract/api/grades';
import type { EquityRow } from '@console/contract/equity';
import { declaredColumns, type FieldDef, Permission, ResourceTable, useCall, useOptions, CONFIRM_WORDS } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { useMemo } from 'react';
import { AREA } from './CouponTemplates.tsx';

type Row = EquityRow & Record<string, unknown>;
const f = equityResource.fields;

/** 权益活动: a coupon for the shops of some grades in a period; 发放 grants it once per shop and period. */
export default function EquityPage() {
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const grades = useOptions(AREA, gradeAllApi.queryAll, {});
  const tplRows = useOptions(AREA, couponTemplateApi.queryList, { page: 1, pageSize: 500 } as never) as unknown as {
    id: number;
    name: string;
  }[];
  const fields = useMemo<FieldDef[]>(
    () => [
      { name: 'name', label: f.name.label },
      {
        name: 'gradeCodes',
        label: f.gradeText.label,
        kind: 'multiselect',
        options: grades.map((g) => ({ value: g.gradeCode, label: g.gradeName })),
      },
      { name: 'periodStart', label: f.periodStart.label, kind: 'date' },
      { name: 'periodEnd', label: f.periodEnd.label, kind: 'date' },
      {
        name: 'templateId',
        label: f.templateName.label,
        kind: 'select',
        options: (Array.isArray(tplRows) ? tplRows : []).map((t) => ({ value: t.id, label: t.name })),
      },
      { name: 'status', label: f.status.label, kind: 'status' },
    ],
    [grades, tplRows],
  );
  const grant = async (id: number) => {
    const reply = await call(equityApi.grant, { id }).catch(() => null);
    if (reply) message.success(`${reply.message}：本次发放${reply.data.count}家门店`);
    await qc.invalidateQueries({ queryKey: [AREA] });
  };
  return (
    <ResourceTable<Row>
      area={AREA}
      api={equityActivityApi}
      label="权益活动"
      exportAs={equityResource.page.menu}
      search={[{ name: 'name', label: f.name.label }]}
      columns={declaredColumns<Row>(equityResource, {})}
      form={{ fields, defaults: { status: 1, gradeCodes: [] }, width: 720 }}
      rowActions={(row) => (
        <Permission k="equityActivity.grant">
          <Popconfirm
            {...CONFIRM_WORDS}
            description={`向符合等级的门店发放「${row.templateName}」？每店每个周期一张。`}
            onConfirm={() => grant(row.id)}
          >
            <Button type="link" size="small">
              发放
            </Button>
          </Popconfirm>
        </Permission>
      )}
    />
  );
}
