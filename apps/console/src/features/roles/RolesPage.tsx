import { MENU_ROOT_LABEL, menusApi } from '@console/contract/api/menus';
import { ROLE_MACHINE, rolesApi } from '@console/contract/api/roles';
import { can } from '@console/contract/declaration';
import type { RoleRow } from '@console/contract/roles';
import { ResourceTable, treeOptions, useOptions } from '@console/web-kit/resource';
import { roleColumn } from '../../shared/agent-tag.tsx';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { WORDS } from '@console/contract/words';

/** Roles (spec §2): search by name; 权限 assigns menus through a checkbox tree; edit only while enabled. */
export function RolesPage() {
  const menus = useOptions('menus', menusApi.queryAll);
  return (
    <ResourceTable<RoleRow>
      area="roles"
      api={rolesApi}
      label={COMMON_LABELS.role}
      rowKey="code"
      index={false}
      statusToggle={{ label: (s) => (s === 1 ? WORDS.enable : WORDS.forbid), inSwitch: true }}
      deleteConfirm={{ name: 'roleName' }}
      canEdit={(r) => can(ROLE_MACHINE, 'edit', r.status)}
      columns={[
        { title: '角色编号', dataIndex: 'code', width: 110 },
        { ...roleColumn<RoleRow>('角色名称', 'roleName', (r) => r.code), search: true },
        { title: COMMON_LABELS.updateTime, dataIndex: 'updatetime', width: 170 },
        { title: COMMON_LABELS.createTime, dataIndex: 'createtime', width: 170 },
        { key: 'status' },
        { title: COMMON_LABELS.remark, dataIndex: 'remark', ellipsis: true },
      ]}
      form={{
        fields: [
          { name: 'roleName', label: '角色名称', placeholder: '请输入名称' },
          { name: 'remark', label: COMMON_LABELS.remark, kind: 'textarea' },
        ],
      }}
      rowForms={[
        {
          button: '权限',
          call: rolesApi.menu,
          title: (r) => `分配权限：${r.roleName}`,
          drawer: true,
          okText: '提交',
          fields: [
            {
              name: 'menuCode',
              label: '菜单权限',
              kind: 'checktree',
              treeRoot: MENU_ROOT_LABEL,
              tree: treeOptions(menus, 'code', 'label'),
            },
          ],
        },
      ]}
    />
  );
}
