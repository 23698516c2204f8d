import { orderRiskResource, RISK_REVIEW_MACHINE, RISK_REVIEW_STATUS, riskApi } from '@console/contract/api/risk';
import type { OrderRiskRow } from '@console/contract/risk';
import { declaredColumns, ModalForm, Permission, ResourceTable, stateTag, useCall, useMachineActions } from '@console/web-kit/resource';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Typography } from 'antd';
import { useState } from 'react';
import { RulesModal } from './RulesModal.tsx';
import { AREA, actionTag } from './options.tsx';
import { COMMON_LABELS } from '@console/contract/common-fields';

type Row = OrderRiskRow & Record<string, unknown>;
const PAGE = orderRiskResource.page.menu;
const { pass, reject } = RISK_REVIEW_MACHINE.transitions;

/** 订单风控: every order's score, the rules it hit, its grade and review; orders waiting for review are reviewed here. */
export default function OrderRiskPage() {
  const call = useCall();
  const allowed = useMachineActions(RISK_REVIEW_MACHINE);
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [reviewing, setReviewing] = useState<Row | null>(null);
  const [rules, setRules] = useState(false);
  return (
    <>
      <ResourceTable<Row>
        area={AREA}
        api={{ queryList: riskApi.queryList }}
        label="风控记录"
        linkFilters={['reviewStatus']}
        statusToggle={false}
        search={[
          { name: 'orderNo', label: COMMON_LABELS.orderNo },
          { name: 'retCode', label: COMMON_LABELS.retCode },
          { name: 'gradeCode', label: orderRiskResource.fields.gradeCode.label },
          {
            name: 'reviewStatus',
            label: orderRiskResource.fields.reviewStatus.label,
            kind: 'select',
            options: RISK_REVIEW_STATUS.map((s) => ({ ...s })),
          },
        ]}
        columns={declaredColumns<Row>(orderRiskResource, {
          action: (v) => actionTag(v as number),
          reviewStatus: (v) => stateTag(RISK_REVIEW_MACHINE, v as number),
          reasons: (v) =>
            (v as Row['reasons']).length
              ? (v as Row['reasons']).map((x) => (
                  <div key={x.rule}>
                    {x.detail}
                    <Typography.Text type="danger"> +{x.points}</Typography.Text>
                  </div>
                ))
              : '—',
        })}
        exportAs={PAGE}
        toolbar={
          <Permission k="orderRisk.query">
            <Button onClick={() => setRules(true)}>规则设置</Button>
          </Permission>
        }
        rowActions={(row) =>
          allowed('pass', row.reviewStatus) && (
            <Button type="link" size="small" onClick={() => setReviewing(row)}>
              审核
            </Button>
          )
        }
        scrollX={1500}
      />
      <ModalForm
        open={reviewing !== null}
        title={`风控审核：${reviewing?.orderNo ?? ''}（${reviewing?.gradeName ?? ''}，${reviewing?.score ?? 0}分）`}
        schema={riskApi.review.input}
        // The review names its order by number: sent with the form's fields.
        rowKey="orderNo"
        fields={[
          {
            name: 'result',
            label: '审核结果',
            kind: 'radio',
            options: [
              { value: 1, label: pass.label },
              { value: 2, label: `${reject.label}（取消订单）` },
            ],
          },
          { name: 'remark', label: COMMON_LABELS.auditRemark, kind: 'textarea' },
        ]}
        initial={reviewing ? { orderNo: reviewing.orderNo, result: 1, remark: '' } : undefined}
        onClose={() => setReviewing(null)}
        onSubmit={async (values) => {
          try {
            const reply = await call(riskApi.review, values as never);
            message.success(reply.message || '审核成功');
          } finally {
            await qc.invalidateQueries({ queryKey: [AREA] });
          }
        }}
      />
      <RulesModal open={rules} onClose={() => setRules(false)} />
    </>
  );
}
