import { setMealApi, setMealResource } from '@console/contract/api/set-meal';
import { setMealCreate, setMealUpdate } from '@console/contract/set-meal';
import type { HeaderField } from '@console/web-kit/resource';
import { PromoLinesPage } from './PromoLinesPage.tsx';

const f = setMealResource.fields;
const header: HeaderField[] = [
  { name: 'name', label: f.name.label },
  { name: 'packagePrice', label: `${f.packagePrice.label}（元）`, kind: 'money' },
  { name: 'validFrom', label: f.validFrom.label, kind: 'date' },
  { name: 'validTo', label: f.validTo.label, kind: 'date' },
  { name: 'perShopQuota', label: f.perShopQuota.label, kind: 'number' },
  { name: 'status', label: f.status.label, kind: 'status' },
];

/** 套餐管理: packages of SKUs at one price in a period, limited per shop. */
export default function SetMealPage() {
  return (
    <PromoLinesPage
      api={setMealApi}
      resource={setMealResource}
      header={header}
      schemas={{ create: setMealCreate, update: setMealUpdate }}
    />
  );
}
