import { permissionApi } from '@console/contract/permissions';
import { isAgentRole, USER_STATUS_OPTIONS, type UserRow, userInsertBody, usersApi, userUpdateBody } from '@console/contract/users';
import { rolesApi } from '@console/contract/roles';
import { ResourceTable, useOptions, usePermissions } from '@console/web-kit/resource';
import { Button, Space, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { RoleSelect } from './RoleSelect.tsx';

// Dialogs opened from a row load when first opened: the list shows without their code (the scope tree).
const ResetPasswordModal = lazy(async () => ({ default: (await import('./ResetPasswordModal.tsx')).ResetPasswordModal }));
const DataPermissionModal = lazy(async () => ({ default: (await import('./DataPermissionModal.tsx')).DataPermissionModal }));

const statusLabel = (s: unknown) => USER_STATUS_OPTIONS.find((o) => o.value === s)?.label ?? '锁定';
const STATUSES = USER_STATUS_OPTIONS.map((o) => ({ ...o }));

/** Users (spec §2): filters, the status switch (1 ↔ 2), add / edit, passwords and the data-permission dialog. */
export function UsersPage() {
  const { has } = usePermissions();
  const roles = useOptions('roles', rolesApi.queryAll);
  const [resetUser, setResetUser] = useState<UserRow | null>(null);
  const [scopeUser, setScopeUser] = useState<UserRow | null>(null);
  const link = (text: string, onClick: () => void) => (
    <Button type="link" size="small" onClick={onClick}>
      {text}
    </Button>
  );
  return (
    <>
      <ResourceTable<UserRow>
        area="users"
        api={usersApi}
        label="用户"
        rowKey="code"
        scrollX={1400}
        statusToggle={{ label: statusLabel, inSwitch: true }}
        deleteConfirm={{ name: 'name' }}
        importAs="userManagement"
        exportAs="userManagement"
        search={[
          { name: 'name', label: '名称' },
          { name: 'loginId', label: '账号' },
          { name: 'cellPhone', label: '手机号' },
          { name: 'status', label: '状态', kind: 'select', options: STATUSES },
          { name: 'roleType', label: '角色', kind: 'select', options: roles.map((r) => ({ label: r.roleName, value: r.code })) },
        ]}
        columns={[
          { title: '名称', dataIndex: 'name', ellipsis: true },
          { title: '账号', dataIndex: 'loginId', ellipsis: true },
          { title: '手机号', dataIndex: 'cellPhone', width: 130 },
          {
            title: '角色',
            dataIndex: 'roleName',
            render: (name: string, u) => (
              <Space size={4}>
                {name}
                {isAgentRole(u.roleType) ? <Tag color="orange">坐席</Tag> : null}
              </Space>
            ),
          },
          { key: 'status' },
          { title: '邮箱', dataIndex: 'email', ellipsis: true },
          { title: '联系电话', dataIndex: 'tel', width: 130 },
          { title: '创建时间', dataIndex: 'createtime', width: 170 },
        ]}
        form={{
          create: userInsertBody,
          update: userUpdateBody,
          defaults: { status: 1 },
          fields: [
            { name: 'name', label: '名称' },
            { name: 'cellPhone', label: '手机号' },
            { name: 'loginId', label: '账号' },
            { name: 'pwd', label: '密码', kind: 'password', addOnly: true },
            { name: 'email', label: '邮箱' },
            { name: 'tel', label: '联系电话' },
            { name: 'roleType', label: '角色', input: <RoleSelect roles={roles} /> },
            { name: 'status', label: '状态', kind: 'select', options: STATUSES },
          ],
        }}
        rowForms={[
          {
            button: '修改密码',
            call: usersApi.updatePwd,
            title: () => '修改密码',
            fields: [
              { name: 'name', label: '名称', kind: 'display' },
              { name: 'loginId', label: '账号', kind: 'display' },
              { name: 'pwd', label: '新密码', kind: 'password', placeholder: '请输入密码' },
            ],
          },
        ]}
        rowActions={(u) => (
          <>
            {has(usersApi.updatePwd.permission) && link('重置密码', () => setResetUser(u))}
            {has(permissionApi.addOrUpdate.permission) && link('数据权限', () => setScopeUser(u))}
          </>
        )}
      />
      <Suspense fallback={null}>
        {resetUser && <ResetPasswordModal user={resetUser} onClose={() => setResetUser(null)} />}
        {scopeUser && <DataPermissionModal user={scopeUser} onClose={() => setScopeUser(null)} />}
      </Suspense>
    </>
  );
}
