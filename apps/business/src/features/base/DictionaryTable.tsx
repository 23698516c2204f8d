import { type DictRow, dictCreate, dictUpdate } from '@console/contract/base';
import { STATUS_OPTIONS } from '@console/contract/api/resource';
import { type FieldDef, ResourceTable, type ResourceEndpoints } from '@console/web-kit/resource';
import { COMMON_LABELS } from '@console/contract/common-fields';
import type { Declaration } from '@console/contract/declaration';

type Props = { area: string; api: ResourceEndpoints; label: string; resource?: Pick<Declaration, 'fields' | 'label' | 'page'> };

/**
 * One page of a base dictionary ({code, name, status, sort, remark}): list, filters, form, toggles. A declared
 * dictionary's columns, filters and 导出 come from its declaration.
 */
export function DictionaryTable({ area, api, label, resource }: Props) {
  const fields: FieldDef[] = [
    { name: 'code', label: `${label}编码`, lockOnEdit: true },
    { name: 'name', label: `${label}名称` },
    { name: 'sort', label: COMMON_LABELS.sort, kind: 'number' },
    { name: 'remark', label: COMMON_LABELS.remark, kind: 'textarea' },
    { name: 'status', label: COMMON_LABELS.status, kind: 'status' },
  ];
  return (
    <ResourceTable<DictRow>
      area={area}
      api={api}
      label={label}
      resource={resource}
      search={
        resource
          ? undefined
          : [
              { name: 'code', label: `${label}编码` },
              { name: 'name', label: `${label}名称` },
              { name: 'status', label: COMMON_LABELS.status, kind: 'select', options: STATUS_OPTIONS.map((o) => ({ ...o })) },
            ]
      }
      columns={
        resource
          ? undefined
          : [
              { title: `${label}编码`, dataIndex: 'code', width: 140 },
              { title: `${label}名称`, dataIndex: 'name', width: 200 },
              { title: COMMON_LABELS.sort, dataIndex: 'sort', width: 70 },
              { title: COMMON_LABELS.remark, dataIndex: 'remark', ellipsis: true },
              { title: COMMON_LABELS.updateTime, dataIndex: 'updateTime', width: 170 },
            ]
      }
      form={{ create: dictCreate(label), update: dictUpdate(label), fields, defaults: { sort: 0 } }}
    />
  );
}
