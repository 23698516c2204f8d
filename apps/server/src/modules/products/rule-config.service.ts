import { skuRuleConfigApi } from '@console/contract/products-api';
import { SCOPE_TYPES, skuRuleConfigResource } from '@console/contract/api/products-resources';
import { labelsIn } from '@console/contract/declaration';
import { eq, sql } from 'drizzle-orm';
import { badRequest } from '../../shared/errors.ts';
import { resourceService } from '../../shared/resource-service.ts';
import { productAudit } from './products.audit.ts';
import { skuRuleConfigs, skuRules, skus } from '../../db/schema/products.ts';
import { PAGES } from '@console/contract/api/pages';

const t = skuRuleConfigs;

/** A scope of "all" (99) carries no codes; others are stored trimmed and comma-joined without blanks. */
const cleanScope = (scopeType: number, scopeValue: string) =>
  scopeType === 99
    ? ''
    : scopeValue
        .split(/[,，\s]+/)
        .filter(Boolean)
        .join(',');

/** Where an order rule applies: all shops (99), or listed shops (1), provinces (6), shop grades (7). */
export const skuRuleConfigService = () =>
  resourceService({
    api: skuRuleConfigApi,
    table: t,
    label: PAGES.skuRuleConfig.title,
    audit: productAudit('skuRuleConfig', labelsIn(skuRuleConfigResource, 'audit'), {
      scopeType: Object.fromEntries(SCOPE_TYPES.map((s) => [s.value, s.label])),
    }),
    filters: (q) => [q.ruleId ? eq(t.ruleId, q.ruleId) : undefined],
    columns: {
      ruleName: sql<string>`coalesce((select ${skuRules.name} from ${skuRules} where ${skuRules.id} = ${t.ruleId}), '')`,
      skuName: sql<string>`coalesce((select ${skus.name} from ${skuRules} join ${skus} on ${skus.id} = ${skuRules.skuId} where ${skuRules.id} = ${t.ruleId}), '')`,
    },
    // Checked and cleaned as it will be stored: what the body leaves out keeps its value.
    async beforeSave(tx, b, current) {
      const row = { ...current, ...b } as { ruleId: number; scopeType: number; scopeValue: string };
      const [rule] = await tx.select({ id: skuRules.id }).from(skuRules).where(eq(skuRules.id, row.ruleId));
      if (!rule) throw badRequest('下单规则不存在');
      return { scopeValue: cleanScope(row.scopeType, row.scopeValue ?? '') };
    },
  });
