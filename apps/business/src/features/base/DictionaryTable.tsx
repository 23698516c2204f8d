import { type DictRow, dictCreate, dictUpdate } from '@console/contract/base';
import type { Declaration } from '@console/contract/declaration';
import { type FieldDef, ResourceTable, type ResourceEndpoints } from '@console/web-kit/resource';

type Props = { area: string; api: ResourceEndpoints; resource: Pick<Declaration, 'fields' | 'label' | 'page'> };

/**
 * One page of a base dictionary ({code, name, status, sort, remark}): list, filters, form, toggles; its columns,
 * filters, form labels and 导出 come from its declaration.
 */
export function DictionaryTable({ area, api, resource }: Props) {
  const { label, fields: f } = resource;
  const fields: FieldDef[] = [
    { name: 'code', label: f.code.label, lockOnEdit: true },
    { name: 'name', label: f.name.label },
    { name: 'sort', label: f.sort.label, kind: 'number' },
    { name: 'remark', label: f.remark.label, kind: 'textarea' },
    { name: 'status', label: f.status.label, kind: 'status' },
  ];
  return (
    <ResourceTable<DictRow>
      area={area}
      api={api}
      label={label}
      resource={resource}
      form={{ create: dictCreate(label), update: dictUpdate(label), fields, defaults: { sort: 0 } }}
    />
  );
}
