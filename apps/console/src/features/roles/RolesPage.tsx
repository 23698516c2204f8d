import type { RoleRow } from '@console/contract/roles';
import { isAgentRole } from '@console/contract/users';
import { getMessage } from '@console/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Modal, Space, Switch, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { usePagedList } from '../../shared/paging.tsx';
import { RoleMenuDrawer } from './RoleMenuDrawer.tsx';
import { RoleModal } from './RoleModal.tsx';
import { can, deleteRole, fetchRoles, type RoleFilters, roleKeys, setRoleStatus } from './roles-api.ts';
import { confirmDelete } from '../../shared/delete-action.ts';

export function RolesPage() {
  // Hook-based so the confirm reads the shell's ConfigProvider (locale, theme).
  const [modal, modalHolder] = Modal.useModal();
  const qc = useQueryClient();
  const [filterForm] = Form.useForm<RoleFilters>();
  const list = usePagedList(roleKeys.list, fetchRoles, {} as RoleFilters);
  const [editor, setEditor] = useState<{ open: boolean; editing: RoleRow | null }>({ open: false, editing: null });
  const [menuRole, setMenuRole] = useState<RoleRow | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  const refresh = () => {
    list.refresh();
    // The user screen's role dropdown reads the same roles.
    qc.invalidateQueries({ queryKey: roleKeys.all });
  };

  const toggle = async (r: RoleRow) => {
    setPending(r.code);
    try {
      const next = r.status === 1 ? 2 : 1;
      await setRoleStatus(r.code, next);
      getMessage().success(next === 1 ? '启用成功' : '禁用成功');
    } catch {
      // the request client has shown the server's message
    } finally {
      setPending(null);
      refresh();
    }
  };

  const askDelete = (r: RoleRow) => confirmDelete(modal, `确定删除角色“${r.roleName}”吗？`, () => deleteRole(r.code), refresh);

  const columns: TableColumnsType<RoleRow> = [
    { title: '角色编号', dataIndex: 'code', width: 110 },
    {
      title: '角色名称',
      dataIndex: 'roleName',
      render: (name: string, r) => (
        <Space size={4}>
          {name}
          {isAgentRole(r.code) ? <Tag color="orange">坐席</Tag> : null}
        </Space>
      ),
    },
    { title: '更新时间', dataIndex: 'updatetime', width: 170 },
    { title: '创建时间', dataIndex: 'createtime', width: 170 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (s: number, r) =>
        can('status') ? (
          <Switch
            checked={s === 1}
            checkedChildren="启用"
            unCheckedChildren="禁用"
            loading={pending === r.code}
            onChange={() => toggle(r)}
          />
        ) : (
          <Tag color={s === 1 ? 'green' : 'default'}>{s === 1 ? '启用' : '禁用'}</Tag>
        ),
    },
    { title: '备注', dataIndex: 'remark', ellipsis: true },
    {
      title: '操作',
      key: 'actions',
      width: 200,
      render: (_v, r) => (
        <Space size={0}>
          {can('menu') && (
            <Button type="link" size="small" onClick={() => setMenuRole(r)}>
              权限
            </Button>
          )}
          {can('edit') && r.status === 1 && (
            <Button type="link" size="small" onClick={() => setEditor({ open: true, editing: r })}>
              编辑
            </Button>
          )}
          {can('delete') && (
            <Button type="link" size="small" danger onClick={() => askDelete(r)}>
              删除
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <Form
        name="roleFilters"
        form={filterForm}
        layout="inline"
        onFinish={(v) => list.search({ roleName: v.roleName?.trim() || undefined })}
        style={{ marginBottom: 16 }}
      >
        <Form.Item label="角色名称" name="roleName">
          <Input allowClear placeholder="请输入角色名称" maxLength={50} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button
              onClick={() => {
                filterForm.resetFields();
                list.search({});
              }}
            >
              重置
            </Button>
            {can('add') && (
              <Button type="primary" onClick={() => setEditor({ open: true, editing: null })}>
                新增角色
              </Button>
            )}
          </Space>
        </Form.Item>
      </Form>
      <Table<RoleRow>
        rowKey="code"
        size="middle"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
      />
      <RoleModal
        open={editor.open}
        editing={editor.editing}
        onClose={() => setEditor({ open: false, editing: null })}
        onSaved={() => {
          setEditor({ open: false, editing: null });
          refresh();
        }}
      />
      <RoleMenuDrawer
        role={menuRole}
        onClose={() => setMenuRole(null)}
        onSaved={() => {
          setMenuRole(null);
          refresh();
        }}
      />
      {modalHolder}
    </Card>
  );
}
