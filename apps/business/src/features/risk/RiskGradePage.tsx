import { RISK_ACTION_OPTIONS, riskGradeApi, riskGradeResource } from '@console/contract/api/risk';
import type { RiskGradeRow } from '@console/contract/risk';
import { declaredColumns, type FieldDef, ResourceTable } from '@console/web-kit/resource';
import { AREA, actionTag } from './options.tsx';
import { COMMON_LABELS } from '@console/contract/common-fields';

const L = riskGradeResource.fields;

const fields: FieldDef[] = [
  { name: 'gradeCode', label: L.gradeCode.label, lockOnEdit: true },
  { name: 'gradeName', label: L.gradeName.label },
  { name: 'minScore', label: L.minScore.label, kind: 'number' },
  { name: 'maxScore', label: L.maxScore.label, kind: 'number' },
  { name: 'action', label: L.action.label, kind: 'radio', options: RISK_ACTION_OPTIONS.map(({ value, label }) => ({ value, label })) },
  { name: 'status', label: L.status.label, kind: 'status' },
];

/** 风险等级: score ranges (0–100, enabled ranges never overlap) and what each does to an order. */
export default function RiskGradePage() {
  return (
    <ResourceTable<RiskGradeRow & Record<string, unknown>>
      area={AREA}
      api={riskGradeApi}
      exportAs={riskGradeResource.page.menu}
      label={COMMON_LABELS.riskGrade}
      search={[
        { name: 'gradeCode', label: L.gradeCode.label },
        { name: 'gradeName', label: L.gradeName.label },
      ]}
      columns={declaredColumns<RiskGradeRow & Record<string, unknown>>(
        { fields: { ...L, status: { ...L.status, in: [] } } },
        { action: (v) => actionTag(v as number) },
      )}
      form={{ fields, defaults: { minScore: 0, maxScore: 0, action: 1, status: 1 } }}
    />
  );
}
