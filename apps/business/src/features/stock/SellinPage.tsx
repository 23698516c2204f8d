import { SELLIN_KIND, sellinResource, stockSellinApi } from '@console/contract/api/stock-data';
import type { SellinRow } from '@console/contract/stock-data';
import { cellOf, ResourceTable } from '@console/web-kit/resource';
import { AREA, useSkuOptions } from './options.ts';

const F = sellinResource.fields;

/**
 * Sell-in (进货上报): what service providers report selling to shops (the history auto-allocation shares by), and
 * their purchases from the brand (shipped sell-in orders: read-only, no delete).
 */
export default function SellinPage() {
  return (
    <ResourceTable<SellinRow & Record<string, unknown>>
      area={AREA}
      api={stockSellinApi}
      label={sellinResource.label}
      statusToggle={false}
      importAs="stockSellin"
      exportAs="stockSellin"
      search={[
        { name: 'spCode', label: F.spCode.label },
        { name: 'retCode', label: F.retCode.label },
        { name: 'skuCode', label: F.skuCode.label, kind: 'select', options: useSkuOptions },
        { name: 'kind', label: F.kind.label, kind: 'select', options: F.kind.options.map((o) => ({ value: o.value, label: o.label })) },
      ]}
      columns={[
        { title: F.saleDate.label, dataIndex: 'saleDate', width: 120 },
        { title: F.kind.label, dataIndex: 'kind', width: F.kind.width, render: (v: number) => cellOf(F.kind, v) },
        { title: F.spName.label, dataIndex: 'spName', width: 200, render: (v: string, r) => `${v}（${r.spCode}）` },
        { title: F.retName.label, dataIndex: 'retName', width: 200, render: (v: string, r) => (r.retCode ? `${v}（${r.retCode}）` : '—') },
        { title: F.skuName.label, dataIndex: 'skuName', width: 240, render: (v: string, r) => `${v}（${r.skuCode}）` },
        { title: F.quantity.label, dataIndex: 'quantity', width: 90, align: 'right' },
        { title: F.sourceNo.label, dataIndex: 'sourceNo', width: F.sourceNo.width, render: (v: string) => v || '—' },
      ]}
      canDelete={(r) => r.kind !== SELLIN_KIND.brandPurchase}
      form={{
        fields: [
          { name: 'spCode', label: F.spCode.label },
          { name: 'retCode', label: F.retCode.label },
          { name: 'skuCode', label: F.skuCode.label, kind: 'select', options: useSkuOptions },
          { name: 'quantity', label: F.quantity.label, kind: 'number' },
          { name: 'saleDate', label: F.saleDate.label, kind: 'date' },
        ],
      }}
      scrollX={1400}
    />
  );
}
