import { PLATFORMS } from '@console/contract/products-sku';
import type { AuditDecl as Audit } from '../../shared/write-events.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { STATUS_TEXT } from '@console/contract/api/resource';

/**
 * How a product write shows in the operation log: its target type, the Chinese label of each logged field
 * (status always) and the text of coded values (status, platform, and `values` of the resource's own).
 */
export const productAudit = (targetType: string, labels: Record<string, string>, values: Audit['values'] = {}): Audit => ({
  module: '商品管理',
  targetType,
  labels: { ...labels, status: COMMON_LABELS.status },
  values: {
    status: STATUS_TEXT,
    platformCode: Object.fromEntries(PLATFORMS.map((p) => [p.code, p.name])),
    ...values,
  },
});
