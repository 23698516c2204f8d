import { appSettingApi, appSettingResource } from '@console/contract/api/shop-service';
import { type FieldDef, ResourceTable } from '@console/web-kit/resource';
import { COMMON_LABELS } from '@console/contract/common-fields';

const f = appSettingResource.fields;
const fields: FieldDef[] = [
  { name: 'key', label: f.key.label, lockOnEdit: true },
  { name: 'value', label: f.value.label, kind: 'textarea' },
  { name: 'remark', label: COMMON_LABELS.remark },
];

/** Key/value settings of the shop app (应用设置). */
export default function AppSettingPage() {
  return (
    <ResourceTable
      area="shop-app-setting"
      api={appSettingApi}
      resource={appSettingResource}
      label="设置"
      statusToggle={false}
      search={[{ name: 'key', label: f.key.label }]}
      columns={[
        { title: f.key.label, dataIndex: 'key', width: 200 },
        { title: f.value.label, dataIndex: 'value', ellipsis: true },
        { title: COMMON_LABELS.remark, dataIndex: 'remark', width: 200 },
        { title: COMMON_LABELS.updateTime, dataIndex: 'updateTime', width: 170 },
      ]}
      form={{ fields }}
    />
  );
}
