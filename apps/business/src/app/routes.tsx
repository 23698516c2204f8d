import { usePermissions } from '@console/web-kit/resource';
import { Result, Spin } from 'antd';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * Every sub-app page: its path below /subapp, the permission key needed to see it, and its lazily loaded
 * module (one chunk per page). An area adds its lines here.
 */
export type SubappPage = { path: string; title: string; permission: string; load: () => Promise<{ default: ComponentType }> };

export const PAGES: SubappPage[] = [
  { path: '/product/brand', title: '品牌管理', permission: 'productBrand.query', load: () => import('../features/products/BrandPage.tsx') },
  {
    path: '/product/category',
    title: '商品分类',
    permission: 'productCategory.query',
    load: () => import('../features/products/CategoryPage.tsx'),
  },
  {
    path: '/product/property',
    title: '商品属性',
    permission: 'productProperty.query',
    load: () => import('../features/products/PropertyPage.tsx'),
  },
  { path: '/product/spu', title: 'SPU管理', permission: 'productSpu.query', load: () => import('../features/products/SpuPage.tsx') },
  { path: '/product/sku', title: 'SKU管理', permission: 'productSku.query', load: () => import('../features/products/SkuPage.tsx') },
  { path: '/product/label', title: '商品标签', permission: 'productLabel.query', load: () => import('../features/products/LabelPage.tsx') },
  { path: '/product/group', title: '商品分组', permission: 'productGroup.query', load: () => import('../features/products/GroupPage.tsx') },
  {
    path: '/product/sku-platform',
    title: 'SKU上架平台',
    permission: 'skuPlatform.query',
    load: () => import('../features/products/SkuPlatformPage.tsx'),
  },
  {
    path: '/product/sku-price',
    title: 'SKU价格',
    permission: 'skuPrice.query',
    load: () => import('../features/products/SkuPricePage.tsx'),
  },
  { path: '/product/sku-rule', title: '下单规则', permission: 'skuRule.query', load: () => import('../features/products/SkuRulePage.tsx') },
  {
    path: '/product/sku-rule-config',
    title: '规则适用范围',
    permission: 'skuRuleConfig.query',
    load: () => import('../features/products/SkuRuleConfigPage.tsx'),
  },
  {
    path: '/product/sku-discount',
    title: '阶梯折扣',
    permission: 'skuDiscount.query',
    load: () => import('../features/products/SkuDiscountPage.tsx'),
  },
];

function Guard({ permission, Page }: { permission: string; Page: ComponentType }) {
  const { has } = usePermissions();
  return has(permission) ? <Page /> : <Result status="403" title="无权访问" subTitle="您没有访问该页面的权限，请联系管理员" />;
}

function Pending() {
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin />
    </div>
  );
}

function NotFound() {
  return <Result status="404" title="页面不存在" subTitle="子应用中没有这个页面" />;
}

export const routes: RouteObject[] = [
  ...PAGES.map(
    (p): RouteObject => ({
      path: p.path,
      HydrateFallback: Pending,
      lazy: async () => {
        const { default: Page } = await p.load();
        return { element: <Guard permission={p.permission} Page={Page} /> };
      },
    }),
  ),
  { path: '*', Component: NotFound },
];
