import { type Declaration, fieldsIn } from '@console/contract/declaration';
import { formatValue, KIND_WIDTH } from '@console/contract/format';
import { centsToYuan } from '@console/contract/money';
import type { ExportColumn } from './export-registry.ts';
import type { WriteEvent } from './write-events.ts';

/**
 * A resource's export columns from its declaration: the fields placed in 'export', headed by their labels,
 * money as plain yuan (the header says 元, the cell stays a number a spreadsheet can add), enums by label.
 */
export function declaredExportColumns<R>(d: Pick<Declaration, 'fields'>): ExportColumn<R>[] {
  return fieldsIn(d, 'export').map((f) => ({
    key: f.name as keyof R & string,
    header: f.kind === 'money' ? `${f.label}（元）` : f.label,
    width: Math.max(10, Math.round((f.width ?? KIND_WIDTH[f.kind]) / 8)),
    format: f.kind === 'money' ? (v) => centsToYuan(Number(v)) : f.kind === 'enum' ? (v) => formatValue(f, v) : undefined,
  }));
}

/** A resource's audit labels and value formats from its declaration: the fields placed in 'audit'. */
export function declaredAudit(d: Pick<Declaration, 'fields'>): Pick<WriteEvent, 'labels' | 'formats'> {
  const fields = fieldsIn(d, 'audit');
  return {
    labels: Object.fromEntries(fields.map((f) => [f.name, f.label])),
    formats: Object.fromEntries(
      fields.filter((f) => f.kind === 'money' || f.kind === 'enum').map((f) => [f.name, (v: unknown) => formatValue(f, v)]),
    ),
  };
}
