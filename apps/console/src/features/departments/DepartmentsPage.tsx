import { DEPARTMENT_ROOT, DEPARTMENT_STATUS_OPTIONS, departmentResource, departmentsApi } from '@console/contract/api/departments';
import type { DepartmentRow } from '@console/contract/departments';
import { declaredColumns, ResourceTable, treeOptions, useOptions } from '@console/web-kit/resource';
import { COMMON_LABELS } from '@console/contract/common-fields';

const L = departmentResource.fields;
const [code, depName, ...rest] = declaredColumns<DepartmentRow>(departmentResource, { parentName: (n) => (n as string) || '—' });
const times = rest.splice(2);

const useParents = () => [
  {
    value: DEPARTMENT_ROOT,
    title: '顶级部门',
    children: treeOptions(useOptions('departments', departmentsApi.queryAll), 'code', 'depName'),
  },
];

/** Departments (spec §7): a paged list; the parent is picked from the department tree. */
export function DepartmentsPage() {
  return (
    <ResourceTable<DepartmentRow>
      area="departments"
      api={departmentsApi}
      resource={departmentResource}
      label={COMMON_LABELS.department}
      rowKey="code"
      statusToggle={{ options: DEPARTMENT_STATUS_OPTIONS, inSwitch: true }}
      deleteConfirm={{ name: 'depName' }}
      search={[{ name: 'status', label: COMMON_LABELS.status, kind: 'select', options: [...DEPARTMENT_STATUS_OPTIONS] }]}
      columns={[code, { ...depName, search: true }, ...rest, { key: 'status' }, ...times]}
      form={{
        defaults: { parentCode: DEPARTMENT_ROOT, status: 1, sort: 0 },
        fields: [
          { name: 'depName', label: L.depName.label },
          { name: 'parentCode', label: L.parentName.label, kind: 'tree', tree: useParents, notSelf: true },
          { name: 'sort', label: L.sort.label, kind: 'number' },
          { name: 'status', label: COMMON_LABELS.status, kind: 'radio', options: [...DEPARTMENT_STATUS_OPTIONS] },
        ],
      }}
    />
  );
}
