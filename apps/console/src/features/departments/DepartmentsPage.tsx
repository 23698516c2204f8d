import { DEPARTMENT_STATUS_OPTIONS, type DepartmentRow } from '@console/contract/departments';
import { getMessage } from '@console/web-kit';
import { Button, Card, Form, Input, Modal, Select, Space, Switch, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { usePagedList } from '../../shared/paging.tsx';
import { DepartmentModal } from './DepartmentModal.tsx';
import {
  can,
  type DepartmentFilters,
  deleteDepartment,
  departmentKeys,
  fetchDepartments,
  setDepartmentStatus,
  useDepartmentTree,
} from './departments-api.ts';
import { confirmDelete } from '../../shared/delete-action.ts';

export function DepartmentsPage() {
  // Hook-based so the confirm reads the shell's ConfigProvider (locale, theme).
  const [modal, modalHolder] = Modal.useModal();
  const [filterForm] = Form.useForm<DepartmentFilters>();
  const list = usePagedList(departmentKeys.list, fetchDepartments, {} as DepartmentFilters);
  const tree = useDepartmentTree();
  const [editor, setEditor] = useState<{ open: boolean; editing: DepartmentRow | null }>({ open: false, editing: null });
  const [pending, setPending] = useState<string | null>(null);

  const refresh = () => {
    list.refresh();
    tree.refetch();
  };

  const toggle = async (d: DepartmentRow) => {
    setPending(d.code);
    try {
      const next = d.status === 1 ? 2 : 1;
      await setDepartmentStatus(d.code, next);
      getMessage().success(next === 1 ? '启用成功' : '禁用成功');
    } catch {
      // the request client has shown the server's message
    } finally {
      setPending(null);
      refresh();
    }
  };

  const askDelete = (d: DepartmentRow) => confirmDelete(modal, `确定删除部门“${d.depName}”吗？`, () => deleteDepartment(d.code), refresh);

  const columns: TableColumnsType<DepartmentRow> = [
    { title: '序号', key: 'no', width: 64, render: (_v, _r, i) => list.rowNo(i) },
    { title: '部门编码', dataIndex: 'code', width: 110 },
    { title: '部门名称', dataIndex: 'depName' },
    { title: '上级部门', dataIndex: 'parentName', render: (n: string) => n || '—' },
    { title: '排序', dataIndex: 'sort', width: 80 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 96,
      render: (s: number, d) =>
        can('status') ? (
          <Switch
            checked={s === 1}
            checkedChildren="启用"
            unCheckedChildren="禁用"
            loading={pending === d.code}
            onChange={() => toggle(d)}
          />
        ) : (
          <Tag color={s === 1 ? 'green' : 'default'}>{s === 1 ? '启用' : '禁用'}</Tag>
        ),
    },
    { title: '更新时间', dataIndex: 'updatetime', width: 170 },
    { title: '创建时间', dataIndex: 'createtime', width: 170 },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_v, d) => (
        <Space size={0}>
          {can('edit') && (
            <Button type="link" size="small" onClick={() => setEditor({ open: true, editing: d })}>
              编辑
            </Button>
          )}
          {can('delete') && (
            <Button type="link" size="small" danger onClick={() => askDelete(d)}>
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
        name="departmentFilters"
        form={filterForm}
        layout="inline"
        style={{ marginBottom: 16 }}
        onFinish={(v) => list.search({ depName: v.depName?.trim() || undefined, status: v.status || undefined })}
      >
        <Form.Item label="部门名称" name="depName">
          <Input allowClear placeholder="请输入部门名称" maxLength={50} />
        </Form.Item>
        <Form.Item label="状态" name="status" initialValue={0}>
          <Select
            style={{ width: 120 }}
            options={[{ label: '全部', value: 0 }, ...DEPARTMENT_STATUS_OPTIONS.map((o) => ({ label: o.label, value: o.value }))]}
          />
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
                新增部门
              </Button>
            )}
          </Space>
        </Form.Item>
      </Form>
      <Table<DepartmentRow>
        rowKey="code"
        size="middle"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
      />
      <DepartmentModal
        open={editor.open}
        editing={editor.editing}
        tree={tree.data ?? []}
        onClose={() => setEditor({ open: false, editing: null })}
        onSaved={() => {
          setEditor({ open: false, editing: null });
          refresh();
        }}
      />
      {modalHolder}
    </Card>
  );
}
