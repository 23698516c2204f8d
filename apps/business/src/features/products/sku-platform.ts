import { PLATFORMS } from '@console/contract/products-sku';
import type { FieldDef, SearchField } from '@console/web-kit/resource';
import { useMemo } from 'react';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { statusSearch } from './columns.tsx';
import { useSkuOptions } from './options.ts';

/** What a SKU carries per platform (listing, price): chosen by SKU × platform, searched and shown the same way. */
export const platformOptions = PLATFORMS.map((p) => ({ value: p.code, label: `${p.name}（${p.code}）` }));

export const skuPlatformSearch: SearchField[] = [
  { name: 'skuName', label: COMMON_LABELS.skuName },
  { name: 'platformCode', label: COMMON_LABELS.platform, kind: 'select', options: platformOptions },
  statusSearch,
];

/** The form: SKU and platform, the page's own fields, then the status switch. */
export function useSkuPlatformForm(own: FieldDef[] = []) {
  const skus = useSkuOptions();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a page's own fields are constants
  return useMemo<FieldDef[]>(
    () => [
      { name: 'skuId', label: COMMON_LABELS.sku, kind: 'select', options: skus },
      { name: 'platformCode', label: COMMON_LABELS.platform, kind: 'select', options: platformOptions },
      ...own,
      { name: 'status', label: COMMON_LABELS.status, kind: 'status' },
    ],
    [skus],
  );
}
