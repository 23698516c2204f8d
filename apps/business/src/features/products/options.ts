import type { CategoryNode, Property } from '@console/contract/products';
import type { TreeOption } from '@console/web-kit/resource';
import { useApi, usePermissions } from '@console/web-kit/resource';
import { useQuery } from '@tanstack/react-query';

/**
 * Dropdown data of the product pages. Keys start with the owning area's name, so a change there refreshes
 * them too. A list whose key the user lacks is not asked for (it would only answer 403).
 */
function useOptions<T>(area: string, path: string, permission: string, params?: Record<string, unknown>) {
  const api = useApi();
  const { has } = usePermissions();
  return (
    useQuery({
      queryKey: [area, 'options', path, params],
      queryFn: async () => ((await api.get<T[]>(path, params, { silent: true })).data ?? []) as T[],
      enabled: has(permission),
      staleTime: 30_000,
    }).data ?? []
  );
}

type Opt = { id: number; code: string; name: string };
const toOptions = (rows: Opt[]) => rows.map((r) => ({ value: r.id, label: `${r.name}（${r.code}）` }));

export const useBrandOptions = () => toOptions(useOptions<Opt>('product-brand', '/product/brand/queryAll', 'productBrand.query'));
export const useSpuOptions = () => toOptions(useOptions<Opt>('product-spu', '/product/spu/queryAll', 'productSpu.query'));
export const useSkuOptions = () => toOptions(useOptions<Opt>('product-sku', '/product/sku/queryAll', 'productSku.query'));
export const useLabelOptions = () =>
  toOptions(useOptions<Opt>('product-label', '/product/label/queryList', 'productLabel.query', { page: 1, pageSize: 500, status: 1 }));
export const useRuleOptions = () =>
  toOptions(useOptions<Opt>('sku-rule', '/product/sku/rule/queryList', 'skuRule.query', { page: 1, pageSize: 500 }));
export const useCategoryTree = () => useOptions<CategoryNode>('product-category', '/product/category/queryAll', 'productCategory.query');
export const useProperties = () =>
  useOptions<Property>('product-property', '/product/property/queryList', 'productProperty.query', { page: 1, pageSize: 500, status: 1 });

export function toTreeOptions(nodes: CategoryNode[]): TreeOption[] {
  return nodes.map((n) => ({ value: n.id, title: n.name, children: toTreeOptions(n.children) }));
}
