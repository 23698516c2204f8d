import { skuRuleConfigResource } from '@console/contract/api/products-resources';
import { declaredForm, declaredSearch, ResourceTable } from '@console/web-kit/resource';
import { useMemo } from 'react';
import { useRuleOptions } from './options.ts';

type Row = { id: number; status: number; ruleName: string; skuName: string; scopeType: number; scopeValue: string; remark: string };

export default function SkuRuleConfigPage() {
  const rules = useRuleOptions();
  const [fields, search] = useMemo(() => {
    const rule = { ruleId: { kind: 'select', options: rules } } as const;
    return [
      declaredForm(skuRuleConfigResource, {
        ...rule,
        scopeValue: { label: '适用对象编码', placeholder: '多个编码用逗号分隔；全部门店时不填' },
      }),
      declaredSearch(skuRuleConfigResource, rule),
    ];
  }, [rules]);
  return (
    <ResourceTable<Row>
      resource={skuRuleConfigResource}
      search={search}
      scrollX={1200}
      form={{ fields, defaults: { scopeType: 99, scopeValue: '' } }}
    />
  );
}
