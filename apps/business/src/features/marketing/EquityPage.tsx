import { couponTemplateApi } from '@console/contract/api/coupon';
import { EQUITY_BENEFIT, EQUITY_BENEFIT_OPTIONS, equityActivityApi, equityApi, equityResource } from '@console/contract/api/equity';
import { gradeAllApi } from '@console/contract/api/grades';
import { wmsBaseApi } from '@console/contract/api/wms';
import type { EquityRow } from '@console/contract/equity';
import { declaredColumns, type FieldDef, Permission, ResourceTable, useCall, useOptions, CONFIRM_WORDS } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { useMemo } from 'react';
import { AREA } from './CouponTemplates.tsx';
import { GiftLinesInput } from './GiftLinesInput.tsx';

type Row = EquityRow & Record<string, unknown>;
const f = equityResource.fields;

/**
 * 权益活动: a coupon, or gift SKUs against the gift budget, for the shops of some grades in a period; 发放 grants
 * it once per shop and period and says which shops were skipped and why.
 */
export default function EquityPage() {
  const call = useCall();
  const qc = useQueryClient();
  const { message, modal } = App.useApp();
  const grades = useOptions(AREA, gradeAllApi.queryAll, {});
  const tplRows = useOptions(AREA, couponTemplateApi.queryList, { page: 1, pageSize: 500 } as never) as unknown as {
    id: number;
    name: string;
  }[];
  const skuRows = useOptions(AREA, wmsBaseApi.skuOptions, {});
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
      { name: 'benefit', label: f.benefit.label, kind: 'radio', options: EQUITY_BENEFIT_OPTIONS },
      {
        name: 'templateId',
        label: f.templateName.label,
        kind: 'select',
        placeholder: `${f.benefit.label}为「优惠券」时选择`,
        options: (Array.isArray(tplRows) ? tplRows : []).map((t) => ({ value: t.id, label: t.name })),
      },
      {
        name: 'giftLines',
        label: f.giftLinesText.label,
        span: 'full',
        input: (
          <GiftLinesInput
            skus={skuRows.map((s) => ({ value: s.skuCode, label: `${s.skuName}（${s.skuCode}）` }))}
            hint={`${f.benefit.label}为「赠品」时填写：每店一单赠品订单，按牌价计入门店当月赠品额度，超出额度的门店本次不发放`}
          />
        ),
      },
      { name: 'status', label: f.status.label, kind: 'status' },
    ],
    [grades, tplRows, skuRows],
  );
  const grant = async (id: number) => {
    const reply = await call(equityApi.grant, { id }).catch(() => null);
    if (reply) {
      const { count, skipped } = reply.data;
      message.success(`${reply.message}：本次发放${count}家门店`);
      if (skipped.length)
        modal.warning({
          title: `${skipped.length}家门店本次未发放`,
          content: (
            <ul className="equity-skipped" style={{ paddingLeft: 18, maxHeight: 360, overflowY: 'auto' }}>
              {skipped.map((k) => (
                <li key={k.retCode}>
                  {k.retName}（{k.retCode}）：{k.reason}
                </li>
              ))}
            </ul>
          ),
          okText: '知道了',
          width: 560,
        });
    }
    await qc.invalidateQueries({ queryKey: [AREA] });
  };
  return (
    <ResourceTable<Row>
      area={AREA}
      api={equityActivityApi}
      label={equityResource.label}
      exportAs={equityResource.page.menu}
      search={[{ name: 'name', label: f.name.label }]}
      columns={declaredColumns<Row>(equityResource, {})}
      form={{ fields, defaults: { status: 1, gradeCodes: [], benefit: EQUITY_BENEFIT.coupon, giftLines: [] }, width: 760 }}
      rowActions={(row) => (
        <Permission k="equityActivity.grant">
          <Popconfirm
            {...CONFIRM_WORDS}
            description={
              row.benefit === EQUITY_BENEFIT.gift
                ? `向符合等级的门店发放赠品（${row.giftLinesText}）？每店每个周期一单，计入门店赠品额度。`
                : `向符合等级的门店发放「${row.templateName}」？每店每个周期一张。`
            }
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
