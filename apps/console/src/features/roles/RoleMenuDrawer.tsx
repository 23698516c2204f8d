import type { RoleRow } from '@console/contract/roles';
import { getMessage } from '@console/web-kit';
import { Button, Drawer, Space, Spin, Tree } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { initialChecked, menuCodeToSend, toCheckTree, TREE_ROOT } from './menu-checks.ts';
import { setRoleMenus, useMenuTree } from './roles-api.ts';

type Checked = { checked: string[]; half: string[] };

/** The permissions drawer: a checkbox tree of every menu, submit and cancel (spec §2). */
export function RoleMenuDrawer({ role, onClose, onSaved }: { role: RoleRow | null; onClose: () => void; onSaved: () => void }) {
  const tree = useMenuTree(!!role);
  const menus = tree.data ?? [];
  const treeData = useMemo(() => toCheckTree(menus), [menus]);
  const [state, setState] = useState<Checked>({ checked: [], half: [] });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!role || !tree.data) return;
    setState({ checked: initialChecked(tree.data, role.menuCode.split(',').filter(Boolean)), half: [] });
  }, [role, tree.data]);

  const submit = async () => {
    if (!role) return;
    setSaving(true);
    try {
      // The tree reports half-checked parents only after a click; the ancestors of the checked keys are the same set.
      await setRoleMenus(role.code, menuCodeToSend(state.checked, [...state.half, ...ancestorsOf(treeData, state.checked)]));
      getMessage().success('操作成功');
      onSaved();
    } catch {
      // the request client has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      title={role ? `分配权限：${role.roleName}` : '分配权限'}
      open={!!role}
      onClose={onClose}
      size={480}
      destroyOnHidden
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} onClick={submit}>
            提交
          </Button>
        </Space>
      }
    >
      <Spin spinning={tree.isFetching}>
        {menus.length ? (
          <Tree
            checkable
            defaultExpandedKeys={[TREE_ROOT]}
            treeData={treeData}
            checkedKeys={state.checked}
            onCheck={(keys, info) => {
              const checked = (Array.isArray(keys) ? keys : keys.checked).map(String);
              setState({ checked, half: (info.halfCheckedKeys ?? []).map(String) });
            }}
          />
        ) : null}
      </Spin>
    </Drawer>
  );
}

type Node = { key: string; children?: Node[] };

/** Every ancestor of the checked keys: what the tree shows as checked or half-checked above them. */
function ancestorsOf(nodes: Node[], checked: string[]): string[] {
  const want = new Set(checked);
  const out = new Set<string>();
  const walk = (list: Node[], trail: string[]): void => {
    for (const n of list) {
      if (want.has(n.key)) for (const a of trail) out.add(a);
      if (n.children) walk(n.children, [...trail, n.key]);
    }
  };
  walk(nodes, []);
  return [...out];
}
