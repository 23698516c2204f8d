import { type DictRow, dictCreate, dictUpdate } from '@console/contract/base';
import { STATUS_OPTIONS } from '@console/contract/api/resource';
import { dictionaryFields } from '@console/contract/api/base';
import type { Declaration } from '@console/contract/declaration';
import { declaredColumns, type FieldDef, ResourceTable, type ResourceEndpoints } from '@console/web-kit/resource';
import { COMMON_LABELS } from '@console/contract/common-fields';

type Props = {
  area: string;
  api: ResourceEndpoints;
  label: string;
  /** The dictionary's declaration, where it has one: its page exports the list (导出). */
  resource?: Pick<Declaration, 'fields' | 'label' | 'page'>;
};

/** One page of a base dictionary ({code, name, status, sort, remark}): list, filters, form, toggles. */
export function DictionaryTable({ area, api, label, resource }: Props) {
  const L = dictionaryFields(label);
  const fields: FieldDef[] = [
    { name: 'code', label: L.code.label, lockOnEdit: true },
    { name: 'name', label: L.name.label },
    { name: 'sort', label: L.sort.label, kind: 'number' },
    { name: 'remark', label: L.remark.label, kind: 'textarea' },
    { name: 'status', label: L.status.label, kind: 'status' },
  ];
  return (
    <ResourceTable<DictRow>
      area={area}
      api={api}
      label={label}
      resource={resource}
      search={[
        { name: 'code', label: L.code.label },
        { name: 'name', label: L.name.label },
        { name: 'status', label: COMMON_LABELS.status, kind: 'select', options: STATUS_OPTIONS.map((o) => ({ ...o })) },
      ]}
      columns={declaredColumns<DictRow>({ fields: L })}
      form={{ create: dictCreate(label), update: dictUpdate(label), fields, defaults: { sort: 0 } }}
    />
  );
}
