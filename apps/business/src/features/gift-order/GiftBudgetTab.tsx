import { giftBudgetApi, giftBudgetResource } from '@console/contract/api/gift-order';
import { type BudgetRow, budgetUpdate } from '@console/contract/gift-order';
import { declaredColumns, ModalForm, Permission, ResourceTable, useCall } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useState } from 'react';
import { COMMON_LABELS } from '@console/contract/common-fields';

const AREA = 'gift-order';
const api = giftBudgetApi;
type Row = BudgetRow & Record<string, unknown>;

/** 赠品额度: each shop's monthly gift budget in list-price money, with what this month's gift orders used. */
export default function GiftBudgetTab() {
  const call = useCall();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Row | Record<string, never> | null>(null);
  const isEdit = Boolean(editing && 'retCode' in editing);
  return (
    <>
      <ResourceTable<Row>
        area={AREA}
        api={{ queryList: api.queryList }}
        label={giftBudgetResource.label}
        statusToggle={false}
        emptyText="暂无赠品额度"
        toolbar={
          <Permission k={api.update.permission}>
            <Button type="primary" onClick={() => setEditing({})}>
              设置门店额度
            </Button>
          </Permission>
        }
        search={[
          { name: 'retCode', label: COMMON_LABELS.retCode },
          { name: 'month', label: '月份（YYYY-MM）' },
        ]}
        columns={declaredColumns<Row>(giftBudgetResource)}
        rowActions={(row) => (
          <Permission k={api.update.permission}>
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              修改额度
            </Button>
          </Permission>
        )}
        actionsWidth={100}
      />
      <ModalForm
        open={editing !== null}
        title={isEdit ? `修改赠品额度：${String(editing?.retName)}` : '设置门店赠品额度'}
        schema={budgetUpdate}
        rowKey="retCode"
        initial={isEdit ? (editing as Row) : undefined}
        fields={[
          isEdit ? { name: 'retCode', label: COMMON_LABELS.retCode, kind: 'display' } : { name: 'retCode', label: COMMON_LABELS.retCode },
          { name: 'monthlyBudget', label: '每月额度（牌价）', kind: 'money' },
        ]}
        onClose={() => setEditing(null)}
        onSubmit={async (v) => {
          const reply = await call(api.update, v as never);
          message.success(reply.message);
          await qc.invalidateQueries({ queryKey: [AREA] });
        }}
      />
    </>
  );
}
