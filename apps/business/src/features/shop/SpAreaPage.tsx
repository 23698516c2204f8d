import { spAreaApi, spAreaResource } from '@console/contract/api/shop-area';
import { Permission, ResourceTable } from '@console/web-kit/resource';
import { Button } from 'antd';
import { useState } from 'react';
import { DistrictsModal } from './DistrictsModal.tsx';
import { useRegionTree, useSpOptions } from './options.ts';
import { COMMON_LABELS } from '@console/contract/common-fields';

const f = spAreaResource.fields;

/** Service areas (服务区域): which districts each SP serves. */
export default function SpAreaPage() {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <ResourceTable
        area="shop-sp-area"
        api={spAreaApi}
        resource={spAreaResource}
        statusToggle={false}
        search={[
          { name: 'spCode', label: COMMON_LABELS.spName, kind: 'select', options: useSpOptions },
          { name: 'region', label: COMMON_LABELS.area, kind: 'region', regions: useRegionTree },
        ]}
        toolbar={
          <Permission k="spArea.add">
            <Button type="primary" onClick={() => setAdding(true)}>
              新增服务区域
            </Button>
          </Permission>
        }
        columns={[
          { title: f.spName.label, dataIndex: 'spName', width: 220, render: (v: string, r) => `${v}（${r.spCode}）` },
          { title: f.provinceName.label, dataIndex: 'provinceName', width: 120 },
          { title: f.cityName.label, dataIndex: 'cityName', width: 120 },
          { title: f.districtName.label, dataIndex: 'districtName', width: 120 },
          { title: f.createTime.label, dataIndex: 'createTime', width: 170 },
        ]}
      />
      <DistrictsModal open={adding} title="新增服务区域" endpoint={spAreaApi.add} area="shop-sp-area" onClose={() => setAdding(false)} />
    </>
  );
}
