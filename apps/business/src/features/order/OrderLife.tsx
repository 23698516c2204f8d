import { ERP_PUSH_MACHINE, erpApi, erpPushResource } from '@console/contract/api/erp';
import { RISK_ACTIONS, RISK_REVIEW_MACHINE, riskApi, orderRiskResource } from '@console/contract/api/risk';
import type { ErpPushRow } from '@console/contract/erp';
import { permissionKeys } from '@console/contract/endpoint';
import { declaredColumns, stateTag, useCall, usePermissions } from '@console/web-kit/resource';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Empty, Table, Tag, Typography } from 'antd';
import { AREA } from './options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

const pushColumns = declaredColumns<ErpPushRow & Record<string, unknown>>(erpPushResource, {
  status: (v: number) => stateTag(ERP_PUSH_MACHINE, v),
}).filter((c) => c.key !== 'orderNo' && c.key !== 'retName');

/** The order's risk score (grade, rule hits, review) and its ERP pushes, in its detail drawer, for those who may read them. */
export function OrderLife(props: { orderId: number }) {
  const call = useCall();
  const { has } = usePermissions();
  const seesRisk = permissionKeys(riskApi.byOrder.permission).some(has);
  const seesPushes = permissionKeys(erpApi.byOrder.permission).some(has);
  const risk = useQuery({
    queryKey: [AREA, 'risk', props.orderId],
    queryFn: async () => (await call(riskApi.byOrder, { orderId: props.orderId }, { silent: true })).data,
    enabled: seesRisk,
  });
  const pushes = useQuery({
    queryKey: [AREA, 'pushes', props.orderId],
    queryFn: async () => (await call(erpApi.byOrder, { orderId: props.orderId }, { silent: true })).data,
    enabled: seesPushes,
  });
  const r = risk.data;
  return (
    <>
      {seesRisk && (
        <>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            风险评分
          </Typography.Title>
          {r ? (
            <Descriptions
              column={2}
              size="small"
              bordered
              items={[
                { key: 'grade', label: COMMON_LABELS.riskGrade, children: `${r.gradeName || '未定级'}（${r.score}分）` },
                {
                  key: 'action',
                  label: orderRiskResource.fields.action.label,
                  children: (() => {
                    const a = RISK_ACTIONS[r.action as keyof typeof RISK_ACTIONS];
                    return a ? <Tag color={a.color}>{a.label}</Tag> : '—';
                  })(),
                },
                {
                  key: 'reasons',
                  label: orderRiskResource.fields.reasons.label,
                  span: 2,
                  children: r.reasons.length ? r.reasons.map((x) => `${x.detail}（+${x.points}）`).join('；') : '无',
                },
                {
                  key: 'review',
                  label: orderRiskResource.fields.reviewStatus.label,
                  children: stateTag(RISK_REVIEW_MACHINE, r.reviewStatus),
                },
                { key: 'reviewer', label: '审核人', children: [r.reviewer, r.reviewRemark].filter(Boolean).join('：') || '—' },
              ]}
            />
          ) : (
            <Empty description={risk.isLoading ? '加载中…' : '该订单未评分'} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          )}
        </>
      )}
      {seesPushes && (
        <>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            ERP推送
          </Typography.Title>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            loading={pushes.isLoading}
            dataSource={pushes.data ?? []}
            locale={{ emptyText: '暂无推送记录（审核后推送）' }}
            columns={pushColumns}
            scroll={{ x: 820 }}
          />
        </>
      )}
    </>
  );
}
