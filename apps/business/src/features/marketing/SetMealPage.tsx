import { wmsBaseApi } from '@console/contract/api/wms';
import { setMealApi, setMealResource } from '@console/contract/api/set-meal';
import { type SetMealRow, setMealCreate, setMealUpdate } from '@console/contract/set-meal';
import {
  declaredColumns,
  editValues,
  type HeaderField,
  LinesModal,
  Permission,
  ResourceTable,
  useCall,
  useOptions,
} from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useMemo, useState } from 'react';
import { AREA } from './CouponTemplates.tsx';

type Row = SetMealRow & Record<string, unknown>;
const f = setMealResource.fields;
const header: HeaderField[] = [
  { name: 'name', label: f.name.label },
  { name: 'packagePrice', label: `${f.packagePrice.label}（元）`, kind: 'money' },
  { name: 'validFrom', label: f.validFrom.label, kind: 'date' },
  { name: 'validTo', label: f.validTo.label, kind: 'date' },
  { name: 'perShopQuota', label: f.perShopQuota.label, kind: 'number' },
  { name: 'status', label: f.status.label, kind: 'status' },
];

/** 套餐管理: packages of SKUs at one price in a period, limited per shop; the lines are edited in the dialog. */
export default function SetMealPage() {
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const skuRows = useOptions(AREA, wmsBaseApi.skuOptions, {});
  const skus = useMemo(() => skuRows.map((s) => ({ value: s.skuCode, label: `${s.skuName}（${s.skuCode}）` })), [skuRows]);
  const [editing, setEditing] = useState<Record<string, unknown> | null>(null);
  return (
    <>
      <ResourceTable<Row>
        area={AREA}
        api={{ queryList: setMealApi.queryList, delete: setMealApi.delete, enable: setMealApi.enable, disable: setMealApi.disable }}
        label="套餐"
        exportAs="setMeal"
        toolbar={
          <Permission k="setMeal.add">
            <Button type="primary" onClick={() => setEditing({ status: 1, lines: [{}] })}>
              新增套餐
            </Button>
          </Permission>
        }
        search={[{ name: 'name', label: f.name.label }]}
        columns={declaredColumns<Row>(setMealResource, {})}
        rowActions={(row) => (
          <Permission k="setMeal.edit">
            <Button type="link" size="small" onClick={() => setEditing({ ...row, lines: row.items })}>
              编辑
            </Button>
          </Permission>
        )}
      />
      <LinesModal
        open={editing !== null}
        title={editing && 'id' in editing ? `编辑套餐 ${String(editing.name)}` : '新增套餐'}
        schema={editing && 'id' in editing ? setMealUpdate : setMealCreate}
        header={header}
        skus={skus}
        initial={editValues(editing, header)}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          const reply = 'id' in values ? await call(setMealApi.update, values as never) : await call(setMealApi.add, values as never);
          message.success(reply.message);
          await qc.invalidateQueries({ queryKey: [AREA] });
        }}
      />
    </>
  );
}
