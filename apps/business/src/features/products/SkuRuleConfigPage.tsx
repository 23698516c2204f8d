import { skuRuleConfigResource } from '@console/contract/api/products-resources';
import { declaredForm, declaredSearch, ResourceTable } from '@console/web-kit/resource';
import { useRuleOptions } from './options.ts';

type Row = { id: number; status: number; ruleName: string; skuName: string; scopeType: number; scopeValue: string; remark: string };

const rule = { ruleId: { kind: 'select', options: useRuleOptions } } as const;
const fields = declaredForm(skuRuleConfigResource, {
  ...rule,
  scopeValue: { label: '适用对象编码', placeholder: '多个编码用逗号分隔；全部门店时不填' },
});
const search = declaredSearch(skuRuleConfigResource, rule);

export default function SkuRuleConfigPage() {
  return (
    <ResourceTable<Row>
      resource={skuRuleConfigResource}
      search={search}
      scrollX={1200}
      form={{ fields, defaults: { scopeType: 99, scopeValue: '' } }}
    />
  );
}
