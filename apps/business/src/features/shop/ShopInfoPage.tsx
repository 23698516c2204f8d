import { shopInfoApi } from '@console/contract/api/shop';
import type { ShopRow } from '@console/contract/shop';
import { type FieldDef, LinkAction, Permission, ResourceTable } from '@console/web-kit/resource';
import { useState } from 'react';
import {
  partyColumns,
  statusSearch,
  times,
  useGradeOptions,
  usePlatformOptions,
  useRegionTree,
  useRetailerTypeOptions,
  useSpOptions,
} from './options.ts';
import { ShopDetailDrawer } from './ShopDetailDrawer.tsx';
import { COMMON_LABELS } from '@console/contract/common-fields';

const fields: FieldDef[] = [
  { name: 'retCode', label: COMMON_LABELS.retCode, lockOnEdit: true },
  { name: 'retName', label: COMMON_LABELS.retName },
  { name: 'ownerName', label: COMMON_LABELS.ownerName },
  { name: 'phone', label: COMMON_LABELS.phone, placeholder: '手机号或固定电话，如 0571-88886666' },
  { name: 'region', label: COMMON_LABELS.region, kind: 'region', regions: useRegionTree },
  { name: 'address', label: COMMON_LABELS.address },
  { name: 'gradeCode', label: COMMON_LABELS.grade, kind: 'select', options: useGradeOptions },
  { name: 'retailerType', label: COMMON_LABELS.retailerType, kind: 'select', options: useRetailerTypeOptions },
  { name: 'spCode', label: COMMON_LABELS.spName, kind: 'select', options: useSpOptions },
  { name: 'channelCode', label: COMMON_LABELS.channelCode },
  { name: 'platformCode', label: COMMON_LABELS.platform, kind: 'select', options: usePlatformOptions },
  { name: 'licenseNo', label: COMMON_LABELS.licenseNo },
  { name: 'status', label: COMMON_LABELS.status, kind: 'status' },
];

/** Shops (门店管理): filters with the region cascader, form checked by the contract, detail drawer. */
export default function ShopInfoPage() {
  const [detail, setDetail] = useState<ShopRow | null>(null);
  return (
    <>
      <ResourceTable<ShopRow & Record<string, unknown>>
        area="shop-info"
        api={shopInfoApi}
        label={COMMON_LABELS.shop}
        exportAs="shopInfo"
        search={[
          { name: 'retCode', label: COMMON_LABELS.retCode },
          { name: 'retName', label: COMMON_LABELS.retName },
          { name: 'region', label: COMMON_LABELS.area, kind: 'region', regions: useRegionTree },
          { name: 'gradeCode', label: COMMON_LABELS.grade, kind: 'select', options: useGradeOptions },
          { name: 'retailerType', label: COMMON_LABELS.retailerType, kind: 'select', options: useRetailerTypeOptions },
          { name: 'spCode', label: COMMON_LABELS.spName, kind: 'select', options: useSpOptions },
          statusSearch,
        ]}
        columns={[
          ...partyColumns(['retCode', COMMON_LABELS.retCode], ['retName', COMMON_LABELS.retName, 200], ['ownerName', '店主']),
          { title: '等级', dataIndex: 'gradeName', width: 90 },
          { title: COMMON_LABELS.retailerType, dataIndex: 'retailerTypeName', width: 100 },
          { title: COMMON_LABELS.spName, dataIndex: 'spName', width: 180, ellipsis: true },
          { title: COMMON_LABELS.channel, dataIndex: 'channelCode', width: 70 },
          { title: COMMON_LABELS.platform, dataIndex: 'platformCode', width: 70 },
          ...times,
        ]}
        scrollX={1900}
        rowActions={(row) => (
          <Permission k="shopInfo.query">
            <LinkAction onClick={() => setDetail(row)}>详情</LinkAction>
          </Permission>
        )}
        form={{ fields, defaults: { platformCode: '0004', channelCode: 'C01' }, width: 640 }}
      />
      <ShopDetailDrawer shop={detail} onClose={() => setDetail(null)} />
    </>
  );
}
