import { USER_STATUS_OPTIONS, usersApi } from '@console/contract/api/users';
import type { UserRow } from '@console/contract/users';
import { ROLE_MACHINE, rolesApi } from '@console/contract/api/roles';
import { can } from '@console/contract/declaration';
import { randomSecret, ResourceTable, useOptions } from '@console/web-kit/resource';
import { agentTag, roleColumn } from '../../shared/agent-tag.tsx';
import { dataScopeForm } from './data-scope-form.tsx';
import { COMMON_LABELS } from '@console/contract/common-fields';
import { WORDS } from '@console/contract/words';

// Disabled roles are offered greyed (the one held still shows).
const useRoleOptions = () =>
  useOptions('roles', rolesApi.queryAll).map((r) => ({
    label: r.roleName,
    value: r.code,
    disabled: !can(ROLE_MACHINE, 'grant', r.status),
  }));
const useRoleFilterOptions = () => useRoleOptions().map(({ disabled: _, ...o }) => o);

/** Users (spec §2): filters, the status switch (1 ↔ 2), add / edit, passwords and the data-permission dialog. */
export function UsersPage() {
  return (
    <ResourceTable<UserRow>
      area="users"
      api={usersApi}
      label="用户"
      rowKey="code"
      scrollX={1400}
      statusToggle={{ options: USER_STATUS_OPTIONS, inSwitch: true }}
      deleteConfirm={{ name: 'name' }}
      importAs="userManagement"
      exportAs="userManagement"
      search={[
        { name: 'status', label: COMMON_LABELS.status, kind: 'select', options: USER_STATUS_OPTIONS },
        { name: 'roleType', label: COMMON_LABELS.role, kind: 'select', options: useRoleFilterOptions },
      ]}
      columns={[
        { title: COMMON_LABELS.name, dataIndex: 'name', ellipsis: true, search: true },
        { title: COMMON_LABELS.loginId, dataIndex: 'loginId', ellipsis: true, search: true },
        { title: COMMON_LABELS.mobile, dataIndex: 'cellPhone', width: 130, search: true },
        roleColumn<UserRow>(COMMON_LABELS.role, 'roleName', (u) => u.roleType),
        { key: 'status' },
        { title: COMMON_LABELS.email, dataIndex: 'email', ellipsis: true },
        { title: COMMON_LABELS.phone, dataIndex: 'tel', width: 130 },
        { title: COMMON_LABELS.createTime, dataIndex: 'createtime', width: 170 },
      ]}
      form={{
        defaults: { status: 1 },
        fields: [
          { name: 'name', label: COMMON_LABELS.name },
          { name: 'cellPhone', label: COMMON_LABELS.mobile },
          { name: 'loginId', label: COMMON_LABELS.loginId },
          { name: 'pwd', label: WORDS.password, kind: 'password', addOnly: true },
          { name: 'email', label: COMMON_LABELS.email },
          { name: 'tel', label: COMMON_LABELS.phone },
          // An agent role (0034 / 0038) is tagged 坐席.
          { name: 'roleType', label: COMMON_LABELS.role, kind: 'select', options: useRoleOptions, suffix: agentTag },
          { name: 'status', label: COMMON_LABELS.status, kind: 'select', options: USER_STATUS_OPTIONS },
        ],
      }}
      rowForms={[
        {
          button: '修改密码',
          call: usersApi.updatePwd,
          title: () => '修改密码',
          fields: [
            { name: 'name', label: COMMON_LABELS.name, kind: 'display' },
            { name: 'loginId', label: COMMON_LABELS.loginId, kind: 'display' },
            { name: 'pwd', label: COMMON_LABELS.newPwd, kind: 'password', placeholder: '请输入密码' },
          ],
        },
        // Sets a new random password and shows it once so the administrator can pass it on; the user's sessions end.
        {
          button: '重置密码',
          call: usersApi.updatePwd,
          title: () => '重置密码',
          okText: '确定重置',
          fields: (u) => [
            {
              name: 'ask',
              label: '',
              kind: 'note',
              value: `确定重置用户“${u.name}”（${u.loginId}）的密码吗？重置后该用户需用新密码重新登录。`,
            },
            { name: 'pwd', label: COMMON_LABELS.newPwd, kind: 'hidden', generate: randomSecret },
          ],
          result: { field: 'pwd', label: COMMON_LABELS.newPwd, hint: '新密码只显示这一次，请转告用户登录后修改。' },
        },
        dataScopeForm,
      ]}
    />
  );
}
