import { areaMainSpApi, areaMainSpResource } from '@console/contract/api/shop-area';
import { Permission, ResourceTable } from '@console/web-kit/resource';
import { Button } from 'antd';
import { useState } from 'react';
import { DistrictsModal } from './DistrictsModal.tsx';
import { useCityTree, useSpOptions } from './options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

const f = areaMainSpResource.fields;

/** Each district's main SP (区域主服务商); it must be one of the SPs serving the district. */
export default function AreaMainSpPage() {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <ResourceTable
        area="shop-area-main-sp"
        api={areaMainSpApi}
        resource={areaMainSpResource}
        statusToggle={false}
        search={[
          { name: 'spCode', label: COMMON_LABELS.spName, kind: 'select', options: useSpOptions },
          {
            name: 'region',
            label: COMMON_LABELS.area,
            kind: 'region',
            regions: useCityTree,
          },
        ]}
        toolbar={
          <Permission k="areaMainSp.edit">
            <Button type="primary" onClick={() => setEditing(true)}>
              设置主服务商
            </Button>
          </Permission>
        }
        columns={[
          { title: f.provinceName.label, dataIndex: 'provinceName', width: 120 },
          { title: f.cityName.label, dataIndex: 'cityName', width: 120 },
          { title: f.districtName.label, dataIndex: 'districtName', width: 120 },
          { title: f.spName.label, dataIndex: 'spName', width: 240, render: (v: string, r) => `${v}（${r.spCode}）` },
          { title: f.updateTime.label, dataIndex: 'updateTime', width: 170 },
        ]}
      />
      <DistrictsModal
        open={editing}
        title="设置区域主服务商"
        endpoint={areaMainSpApi.updateArea}
        area="shop-area-main-sp"
        onClose={() => setEditing(false)}
      />
    </>
  );
}
