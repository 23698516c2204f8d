import { skuRuleConfigApi } from '@console/contract/api/products-api';
import { SCOPE_TYPES } from '@console/contract/products-sku';
import { type FieldDef, ResourceTable } from '@console/web-kit/resource';
import { useMemo } from 'react';
import { statusSearch, times } from './columns.tsx';
import { useRuleOptions } from './options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

const scopeOptions = SCOPE_TYPES.map((s) => ({ value: s.value, label: s.label }));
type Row = { id: number; status: number; ruleName: string; skuName: string; scopeType: number; scopeValue: string; remark: string };

export default function SkuRuleConfigPage() {
  const rules = useRuleOptions();
  const fields = useMemo<FieldDef[]>(
    () => [
      { name: 'ruleId', label: '下单规则', kind: 'select', options: rules },
      { name: 'scopeType', label: '适用范围', kind: 'select', options: scopeOptions },
      { name: 'scopeValue', label: '适用对象编码', kind: 'textarea', placeholder: '多个编码用逗号分隔；全部门店时不填' },
      { name: 'remark', label: COMMON_LABELS.remark },
      { name: 'status', label: COMMON_LABELS.status, kind: 'status' },
    ],
    [rules],
  );
  return (
    <ResourceTable<Row>
      area="products"
      api={skuRuleConfigApi}
      label="适用范围"
      search={[{ name: 'ruleId', label: '下单规则', kind: 'select', options: rules }, statusSearch]}
      columns={[
        { title: '下单规则', dataIndex: 'ruleName', width: 140 },
        { title: 'SKU', dataIndex: 'skuName', width: 200 },
        {
          title: '适用范围',
          dataIndex: 'scopeType',
          width: 120,
          render: (v: number) => scopeOptions.find((o) => o.value === v)?.label ?? v,
        },
        { title: '适用对象', dataIndex: 'scopeValue', ellipsis: true },
        ...times,
      ]}
      scrollX={1200}
      form={{ fields, defaults: { scopeType: 99, scopeValue: '' } }}
    />
  );
}
