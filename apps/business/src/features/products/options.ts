import { labelApi, productLookupApi, propertyApi, skuRuleApi } from '@console/contract/api/products-api';
import type { Endpoint, InputOf } from '@console/contract/endpoint';
import type { CategoryNode, Property } from '@console/contract/products';

import type { TreeOption } from '@console/web-kit/resource';
import { useCall, usePermissions } from '@console/web-kit/resource';
import { useQuery } from '@tanstack/react-query';

/**
 * Dropdown data of the product pages. Keys start with the area's name, so any change in the area refreshes
 * them too. A list whose key the user lacks is not asked for (it would only answer 403).
 */
function useOptions<T, E extends Endpoint = Endpoint>(e: E, input?: InputOf<E>) {
  const call = useCall();
  const { has } = usePermissions();
  return (
    useQuery({
      queryKey: ['products', 'options', e.path, input],
      queryFn: async () => ((await call(e, input, { silent: true })).data ?? []) as T[],
      enabled: has(e.permission),
      staleTime: 30_000,
    }).data ?? []
  );
}

type Opt = { id: number; code: string; name: string };
const toOptions = (rows: Opt[]) => rows.map((r) => ({ value: r.id, label: `${r.name}（${r.code}）` }));
const all = { page: 1, pageSize: 500 };

export const useBrandOptions = () => toOptions(useOptions<Opt>(productLookupApi.brands));
export const useSpuOptions = () => toOptions(useOptions<Opt>(productLookupApi.spus));
export const useSkuOptions = () => toOptions(useOptions<Opt>(productLookupApi.skus));
export const useLabelOptions = () => toOptions(useOptions<Opt>(labelApi.queryList, { ...all, status: 1 }));
export const useRuleOptions = () => toOptions(useOptions<Opt>(skuRuleApi.queryList, all));
export const useCategoryTree = () => useOptions<CategoryNode>(productLookupApi.categoryTree);
export const useProperties = () => useOptions<Property>(propertyApi.queryList, { ...all, status: 1 });

export function toTreeOptions(nodes: CategoryNode[]): TreeOption[] {
  return nodes.map((n) => ({ value: n.id, title: n.name, children: toTreeOptions(n.children) }));
}

/** The categories as a tree field's choices. */
export const useCategoryOptions = () => toTreeOptions(useCategoryTree());
/** Each enabled property's values, as「属性：值」. */
export const usePropertyValueOptions = () =>
  useProperties().flatMap((p) => p.values.map((v) => ({ value: v.id, label: `${p.name}：${v.value}` })));
