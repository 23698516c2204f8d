import { DEPARTMENT_ROOT, DEPARTMENT_STATUS_OPTIONS, departmentsApi } from '@console/contract/api/departments';
import type { DepartmentRow } from '@console/contract/departments';
import { ResourceTable, treeOptions, useOptions } from '@console/web-kit/resource';
import { COMMON_LABELS } from '@console/contract/common-fields';

/** Departments (spec §7): a paged list; the parent is picked from the department tree. */
export function DepartmentsPage() {
  const tree = useOptions('departments', departmentsApi.queryAll);
  const parents = [{ value: DEPARTMENT_ROOT, title: '顶级部门', children: treeOptions(tree, 'code', 'depName') }];
  return (
    <ResourceTable<DepartmentRow>
      area="departments"
      api={departmentsApi}
      label={COMMON_LABELS.department}
      rowKey="code"
      statusToggle={{ options: DEPARTMENT_STATUS_OPTIONS, inSwitch: true }}
      deleteConfirm={{ name: 'depName' }}
      search={[{ name: 'status', label: COMMON_LABELS.status, kind: 'select', options: [...DEPARTMENT_STATUS_OPTIONS] }]}
      columns={[
        { title: '部门编码', dataIndex: 'code', width: 110 },
        { title: '部门名称', dataIndex: 'depName', search: true },
        { title: '上级部门', dataIndex: 'parentName', render: (n: string) => n || '—' },
        { title: COMMON_LABELS.sort, dataIndex: 'sort', width: 80 },
        { key: 'status' },
        { title: COMMON_LABELS.updateTime, dataIndex: 'updatetime', width: 170 },
        { title: COMMON_LABELS.createTime, dataIndex: 'createtime', width: 170 },
      ]}
      form={{
        defaults: { parentCode: DEPARTMENT_ROOT, status: 1, sort: 0 },
        fields: [
          { name: 'depName', label: '部门名称' },
          { name: 'parentCode', label: '上级部门', kind: 'tree', tree: parents, notSelf: true },
          { name: 'sort', label: COMMON_LABELS.sort, kind: 'number' },
          { name: 'status', label: COMMON_LABELS.status, kind: 'radio', options: [...DEPARTMENT_STATUS_OPTIONS] },
        ],
      }}
    />
  );
}
