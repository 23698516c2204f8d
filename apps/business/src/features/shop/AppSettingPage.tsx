import { appSettingApi } from '@console/contract/api/shop-service';
import { type FieldDef, ResourceTable } from '@console/web-kit/resource';
import { COMMON_LABELS } from '@console/contract/common-fields';

const fields: FieldDef[] = [
  { name: 'key', label: '配置键', lockOnEdit: true },
  { name: 'value', label: '配置值', kind: 'textarea' },
  { name: 'remark', label: COMMON_LABELS.remark },
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
        { title: COMMON_LABELS.remark, dataIndex: 'remark', width: 200 },
        { title: COMMON_LABELS.updateTime, dataIndex: 'updateTime', width: 170 },
      ]}
      form={{ fields }}
    />
  );
}
