import { isAgentRole, USER_STATUS_OPTIONS, type UserRow } from '@console/contract/users';
import { getMessage, hasPermission } from '@console/web-kit';
import { ExportButton, ImportButton } from '@console/web-kit/resource';
import { Button, Card, Form, Input, Modal, Select, Space, Switch, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { api } from '../../shared/api.ts';
import { usePagedList } from '../../shared/paging.tsx';
import { DataPermissionModal } from './DataPermissionModal.tsx';
import { PasswordModal } from './PasswordModal.tsx';
import { ResetPasswordModal } from './ResetPasswordModal.tsx';
import { UserModal } from './UserModal.tsx';
import { can, deleteUser, fetchUsers, setUserStatus, type UserFilters, userKeys, useRoles } from './users-api.ts';
import { confirmDelete } from '../../shared/delete-action.ts';

const STATUS_LABEL = new Map<number, string>(USER_STATUS_OPTIONS.map((s) => [s.value, s.label]));

export function UsersPage() {
  // Hook-based so the confirm reads the shell's ConfigProvider (locale, theme).
  const [modal, modalHolder] = Modal.useModal();
  const [filterForm] = Form.useForm<UserFilters>();
  const list = usePagedList(userKeys.list, fetchUsers, {} as UserFilters);
  const roles = useRoles();
  const [editor, setEditor] = useState<{ open: boolean; editing: UserRow | null }>({ open: false, editing: null });
  const [pwdUser, setPwdUser] = useState<UserRow | null>(null);
  const [resetUser, setResetUser] = useState<UserRow | null>(null);
  const [scopeUser, setScopeUser] = useState<UserRow | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  const search = () => {
    const v = filterForm.getFieldsValue();
    list.search({
      name: v.name?.trim() || undefined,
      loginId: v.loginId?.trim() || undefined,
      cellPhone: v.cellPhone?.trim() || undefined,
      status: v.status || undefined,
      roleType: v.roleType || undefined,
    });
  };
  const reset = () => {
    filterForm.resetFields();
    list.search({});
  };

  // The switch: from 1 it goes to 2, otherwise to 1 (spec §4).
  const toggle = async (u: UserRow) => {
    setPending(u.code);
    try {
      const next = u.status === 1 ? 2 : 1;
      await setUserStatus(u.code, next);
      getMessage().success(next === 1 ? '启用成功' : '禁用成功');
    } catch {
      // the request client has shown the server's message
    } finally {
      setPending(null);
      list.refresh();
    }
  };

  const askDelete = (u: UserRow) => confirmDelete(modal, `确定删除用户“${u.name}”吗？`, () => deleteUser(u.code), list.refresh);

  const columns: TableColumnsType<UserRow> = [
    { title: '序号', key: 'no', width: 64, render: (_v, _r, i) => list.rowNo(i) },
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
    {
      title: '状态',
      dataIndex: 'status',
      width: 96,
      render: (s: number, u) =>
        can('status') ? (
          <Switch
            checked={s === 1}
            checkedChildren="正常"
            unCheckedChildren={STATUS_LABEL.get(s) ?? '锁定'}
            loading={pending === u.code}
            onChange={() => toggle(u)}
          />
        ) : (
          <Tag color={s === 1 ? 'green' : 'red'}>{STATUS_LABEL.get(s) ?? s}</Tag>
        ),
    },
    { title: '邮箱', dataIndex: 'email', ellipsis: true },
    { title: '联系电话', dataIndex: 'tel', width: 130 },
    { title: '创建时间', dataIndex: 'createtime', width: 170 },
    {
      title: '操作',
      key: 'actions',
      width: 330,
      fixed: 'right',
      render: (_v, u) => (
        <Space size={0} wrap>
          {can('edit') && (
            <Button type="link" size="small" onClick={() => setEditor({ open: true, editing: u })}>
              编辑
            </Button>
          )}
          {can('delte') && (
            <Button type="link" size="small" danger onClick={() => askDelete(u)}>
              删除
            </Button>
          )}
          {can('reset') && (
            <Button type="link" size="small" onClick={() => setPwdUser(u)}>
              修改密码
            </Button>
          )}
          {can('reset') && (
            <Button type="link" size="small" onClick={() => setResetUser(u)}>
              重置密码
            </Button>
          )}
          {can('permission') && (
            <Button type="link" size="small" onClick={() => setScopeUser(u)}>
              数据权限
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <Form name="userFilters" form={filterForm} layout="inline" onFinish={search} style={{ rowGap: 12, marginBottom: 16 }}>
        <Form.Item label="名称" name="name">
          <Input allowClear placeholder="请输入名称" maxLength={50} />
        </Form.Item>
        <Form.Item label="账号" name="loginId">
          <Input allowClear placeholder="请输入账号" maxLength={64} />
        </Form.Item>
        <Form.Item label="手机号" name="cellPhone">
          <Input allowClear placeholder="请输入手机号" maxLength={32} />
        </Form.Item>
        <Form.Item label="状态" name="status" initialValue={0}>
          <Select
            style={{ width: 120 }}
            options={[{ label: '全部', value: 0 }, ...USER_STATUS_OPTIONS.map((s) => ({ label: s.label, value: s.value }))]}
          />
        </Form.Item>
        <Form.Item label="角色" name="roleType">
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder="请选择角色"
            options={(roles.data ?? []).map((r) => ({ label: r.roleName, value: r.code }))}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button onClick={reset}>重置</Button>
          </Space>
        </Form.Item>
      </Form>
      <Space style={{ marginBottom: 12 }}>
        {can('add') && (
          <Button type="primary" onClick={() => setEditor({ open: true, editing: null })}>
            新增用户
          </Button>
        )}
        <ImportButton
          client={api}
          resource="userManagement"
          label="用户"
          allowed={hasPermission('userManagement.import')}
          onImported={list.refresh}
        />
        <ExportButton client={api} resource="userManagement" query={list.filters} allowed={hasPermission('userManagement.export')} />
      </Space>
      <Table<UserRow>
        rowKey="code"
        size="middle"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        scroll={{ x: 1400 }}
      />
      <UserModal
        open={editor.open}
        editing={editor.editing}
        onClose={() => setEditor({ open: false, editing: null })}
        onSaved={() => {
          setEditor({ open: false, editing: null });
          list.refresh();
        }}
      />
      <PasswordModal user={pwdUser} onClose={() => setPwdUser(null)} />
      <ResetPasswordModal user={resetUser} onClose={() => setResetUser(null)} />
      <DataPermissionModal user={scopeUser} onClose={() => setScopeUser(null)} />
      {modalHolder}
    </Card>
  );
}
