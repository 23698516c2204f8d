import type { MenuNode } from '@console/contract/auth';
import { MENU_ROOT, MENU_TYPE_OPTIONS, type MenuRow } from '@console/contract/menus';
import { getMessage } from '@console/web-kit';
import { Button, Card, Empty, Modal, Space, Switch, Table, type TableColumnsType, Tag, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { usePagedList } from '../../shared/paging.tsx';
import { MenuModal } from './MenuModal.tsx';
import { can, deleteMenu, fetchMenus, menuKeys, setMenuStatus, useMenuTree } from './menus-api.ts';
import './menus.css';
import { confirmDelete } from '../../shared/delete-action.ts';

type TreeItem = { key: string; title: string; children?: TreeItem[] };
const TYPE_LABEL = new Map<string, string>(MENU_TYPE_OPTIONS.map((o) => [o.value, o.label]));

const toTree = (nodes: MenuNode[]): TreeItem[] =>
  nodes.map((m) => ({ key: m.code, title: m.label, ...(m.children?.length ? { children: toTree(m.children) } : {}) }));

export function MenusPage() {
  // Hook-based so the confirm reads the shell's ConfigProvider (locale, theme).
  const [modal, modalHolder] = Modal.useModal();
  const tree = useMenuTree();
  const treeData = useMemo(() => [{ key: MENU_ROOT, title: '全部菜单', children: toTree(tree.data ?? []) }], [tree.data]);
  const list = usePagedList(menuKeys.list, fetchMenus, { code: MENU_ROOT });
  const [selected, setSelected] = useState(MENU_ROOT);
  const [editor, setEditor] = useState<{ open: boolean; editing: MenuRow | null }>({ open: false, editing: null });
  const [pending, setPending] = useState<string | null>(null);

  const refresh = () => {
    list.refresh();
    tree.refetch();
  };

  const toggle = async (m: MenuRow) => {
    setPending(m.code);
    try {
      const next = m.status === '1' ? '0' : '1';
      await setMenuStatus(m.code, next);
      getMessage().success(next === '1' ? '启用成功' : '禁用成功');
    } catch {
      // the request client has shown the server's message
    } finally {
      setPending(null);
      refresh();
    }
  };

  const askDelete = (m: MenuRow) => confirmDelete(modal, `确定删除菜单“${m.label}”吗？`, () => deleteMenu(m.code), refresh);

  const columns: TableColumnsType<MenuRow> = [
    { title: '序号', key: 'no', width: 64, render: (_v, _r, i) => list.rowNo(i) },
    {
      title: '名称',
      dataIndex: 'label',
      width: 220,
      render: (label: string, m) => (
        <Space size={4}>
          {label}
          <Tag>{TYPE_LABEL.get(m.mType) ?? m.mType}</Tag>
        </Space>
      ),
    },
    { title: '父级菜单', dataIndex: 'parentLabel', width: 140 },
    { title: '更新时间', dataIndex: 'updatetime', width: 170 },
    { title: '创建时间', dataIndex: 'createtime', width: 170 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 96,
      render: (s: string, m) =>
        can('status') ? (
          <Switch
            checked={s === '1'}
            checkedChildren="启用"
            unCheckedChildren="禁用"
            loading={pending === m.code}
            onChange={() => toggle(m)}
          />
        ) : (
          <Tag color={s === '1' ? 'green' : 'default'}>{s === '1' ? '启用' : '禁用'}</Tag>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_v, m) => (
        <Space size={0}>
          {can('edit') && (
            <Button type="link" size="small" onClick={() => setEditor({ open: true, editing: m })}>
              编辑
            </Button>
          )}
          {can('delete') && (
            <Button type="link" size="small" danger onClick={() => askDelete(m)}>
              删除
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className="menus-page">
      <Card variant="borderless" className="menus-tree" title="菜单">
        {tree.data ? (
          <Tree
            blockNode
            treeData={treeData}
            defaultExpandedKeys={[MENU_ROOT]}
            selectedKeys={[selected]}
            onSelect={(keys) => {
              const code = String(keys[0] ?? MENU_ROOT);
              setSelected(code);
              list.search({ code });
            }}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
      </Card>
      <Card variant="borderless" className="menus-table">
        <div style={{ marginBottom: 12 }}>
          {can('add') && (
            <Button type="primary" onClick={() => setEditor({ open: true, editing: null })}>
              新增菜单
            </Button>
          )}
        </div>
        <Table<MenuRow>
          rowKey="code"
          size="middle"
          columns={columns}
          dataSource={list.rows}
          loading={list.loading}
          pagination={list.pagination}
          scroll={{ x: 960 }}
        />
      </Card>
      <MenuModal
        open={editor.open}
        editing={editor.editing}
        parent={selected}
        tree={tree.data ?? []}
        onClose={() => setEditor({ open: false, editing: null })}
        onSaved={() => {
          setEditor({ open: false, editing: null });
          refresh();
        }}
      />
      {modalHolder}
    </div>
  );
}
