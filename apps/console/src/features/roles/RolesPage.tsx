import { MENU_ROOT_LABEL, menusApi } from '@console/contract/api/menus';
import { ROLE_MACHINE, roleResource, rolesApi } from '@console/contract/api/roles';
import { can } from '@console/contract/declaration';
import type { RoleRow } from '@console/contract/roles';
import { declaredColumns, ResourceTable, treeOptions, useOptions } from '@console/web-kit/resource';
import { roleColumn } from '../../shared/agent-tag.tsx';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { WORDS } from '@console/contract/words';

const L = roleResource.fields;
const [code, roleName, ...times] = declaredColumns<RoleRow>(roleResource);
const remark = times.pop();

const useMenuTree = () => treeOptions(useOptions('menus', menusApi.queryAll), 'code', 'label');

/** Roles (spec §2): search by name; 权限 assigns menus through a checkbox tree; edit only while enabled. */
export function RolesPage() {
  return (
    <ResourceTable<RoleRow>
      area="roles"
      api={rolesApi}
      resource={roleResource}
      label={COMMON_LABELS.role}
      rowKey="code"
      index={false}
      statusToggle={{ label: (s) => (s === 1 ? WORDS.enable : WORDS.forbid), inSwitch: true }}
      deleteConfirm={{ name: 'roleName' }}
      canEdit={(r) => can(ROLE_MACHINE, 'edit', r.status)}
      columns={[
        code,
        { ...roleName, ...roleColumn<RoleRow>(L.roleName.label, 'roleName', (r) => r.code), search: true },
        ...times,
        { key: 'status' },
        ...(remark ? [remark] : []),
      ]}
      form={{
        fields: [
          { name: 'roleName', label: L.roleName.label, placeholder: '请输入名称' },
          { name: 'remark', label: L.remark.label, kind: 'textarea' },
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
              tree: useMenuTree,
            },
          ],
        },
      ]}
    />
  );
}
