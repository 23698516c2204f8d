import { couponTemplateApi } from '@console/contract/api/coupon';
import {
  LOTTERY_RECORD_EXPORT,
  lotteryActivityApi,
  lotteryApi,
  lotteryRecordResource,
  lotteryResource,
} from '@console/contract/api/lottery';
import { wmsBaseApi } from '@console/contract/api/wms';
import type { LotteryRecordRow, LotteryRow } from '@console/contract/lottery';
import { declaredColumns, ExportButton, type FieldDef, ResourceTable, useApi, useOptions, usePermissions } from '@console/web-kit/resource';
import { Tabs } from 'antd';
import { useMemo } from 'react';
import { AREA, shops } from './CouponTemplates.tsx';
import { PrizesInput } from './PrizesInput.tsx';
import { COMMON_LABELS } from '@console/contract/common-fields';

const f = lotteryResource.fields;

/** 抽奖活动: the activities (prizes, ‰, stock; 抽奖 draws for a shop) and the draws made. */
export default function LotteryPage() {
  const client = useApi();
  const { has } = usePermissions();
  const skuRows = useOptions(AREA, wmsBaseApi.skuOptions, {});
  const tplRows = useOptions(AREA, couponTemplateApi.queryList, { page: 1, pageSize: 500 } as never) as unknown as {
    id: number;
    name: string;
  }[];
  const fields = useMemo<FieldDef[]>(() => {
    const skus = skuRows.map((s) => ({ value: s.skuCode, label: `${s.skuName}（${s.skuCode}）` }));
    const templates = (Array.isArray(tplRows) ? tplRows : []).map((t) => ({ value: t.id, label: t.name }));
    return [
      { name: 'name', label: f.name.label },
      { name: 'startTime', label: f.startTime.label, kind: 'date' },
      { name: 'endTime', label: f.endTime.label, kind: 'date' },
      { name: 'drawsPerShopPerDay', label: f.drawsPerShopPerDay.label, kind: 'number' },
      { name: 'prizes', label: '奖品', span: 'full', input: <PrizesInput templates={templates} skus={skus} /> },
      { name: 'status', label: f.status.label, kind: 'status' },
    ];
  }, [skuRows, tplRows]);
  return (
    <Tabs
      destroyOnHidden
      items={[
        {
          key: 'activities',
          label: lotteryResource.label,
          children: (
            <ResourceTable<LotteryRow & Record<string, unknown>>
              area={AREA}
              api={lotteryActivityApi}
              label={lotteryResource.label}
              exportAs={lotteryResource.page.menu}
              search={[{ name: 'name', label: f.name.label }]}
              columns={declaredColumns<LotteryRow & Record<string, unknown>>(lotteryResource, {})}
              form={{ fields, defaults: { status: 1, drawsPerShopPerDay: 1, prizes: [] }, width: 900 }}
              rowForms={[
                {
                  button: '抽奖',
                  call: lotteryApi.draw,
                  title: (row) => `抽奖：${row.name}`,
                  fields: [{ name: 'retCode', label: COMMON_LABELS.shop, kind: 'select', remote: shops }],
                  toBody: (values, row) => ({ activityId: row.id, retCode: values.retCode }),
                },
              ]}
              scrollX={1400}
            />
          ),
        },
        {
          key: 'records',
          label: lotteryRecordResource.label,
          children: (
            <ResourceTable<LotteryRecordRow & Record<string, unknown>>
              area={AREA}
              api={{ queryList: lotteryApi.recordList }}
              label={lotteryRecordResource.label}
              statusToggle={false}
              search={[{ name: 'retCode', label: COMMON_LABELS.retCode }]}
              toolbar={(filters) => (
                <ExportButton
                  client={client}
                  resource={LOTTERY_RECORD_EXPORT}
                  query={filters}
                  allowed={has(`${lotteryResource.page.menu}.export`)}
                />
              )}
              columns={declaredColumns<LotteryRecordRow & Record<string, unknown>>(lotteryRecordResource, {})}
            />
          ),
        },
      ]}
    />
  );
}
