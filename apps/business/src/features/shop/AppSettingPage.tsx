import { appSettingApi } from '@console/contract/api/shop-service';
import { type FieldDef, ResourceTable } from '@console/web-kit/resource';

const fields: FieldDef[] = [
  { name: 'key', label: '配置键', lockOnEdit: true },
  { name: 'value', label: '配置值', kind: 'textarea' },
  { name: 'remark', label: '备注' },
];

/** Key/value settings of the shop app (应用设置). */
export default function AppSettingPage() {
  return (
    <ResourceTable
      area="shop-app-setting"
      api={appSettingApi}
      label="设置"
      statusToggle={false}
      search={[{ name: 'key', label: '配置键' }]}
      columns={[
        { title: '配置键', dataIndex: 'key', width: 200 },
        { title: '配置值', dataIndex: 'value', ellipsis: true },
        { title: '备注', dataIndex: 'remark', width: 200 },
        { title: '更新时间', dataIndex: 'updateTime', width: 170 },
      ]}
      form={{ fields }}
    />
  );
}
