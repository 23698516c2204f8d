import type { MenuNode } from '@console/contract/auth';
import {
  MENU_ROOT,
  MENU_STATUS_OPTIONS,
  MENU_TYPE_OPTIONS,
  MENU_VISIBLE_OPTIONS,
  type MenuRow,
  SHOW_INDEX_MESSAGE,
} from '@console/contract/menus';
import { getMessage } from '@console/web-kit';
import { Form, Input, Modal, Radio, Select, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { IconPicker } from './IconPicker.tsx';
import { type MenuForm, saveMenu, usePlatforms } from './menus-api.ts';

type Props = { open: boolean; editing: MenuRow | null; parent: string; tree: MenuNode[]; onClose: () => void; onSaved: () => void };

type TreeOption = { value: string; title: string; children?: TreeOption[]; disabled?: boolean };

/** Parent choices: the root and every menu, except the edited entry and what lies below it. */
function parentOptions(tree: MenuNode[], self?: string): TreeOption[] {
  const walk = (nodes: MenuNode[]): TreeOption[] =>
    nodes
      .filter((m) => m.code !== self && m.mType !== '2')
      .map((m) => ({ value: m.code, title: m.label, ...(m.children?.length ? { children: walk(m.children) } : {}) }));
  return [{ value: MENU_ROOT, title: '全部菜单', children: walk(tree) }];
}

/** Add / edit a menu entry with every field (spec §2, messages §5). */
export function MenuModal({ open, editing, parent, tree, onClose, onSaved }: Props) {
  const [form] = Form.useForm<MenuForm>();
  const [saving, setSaving] = useState(false);
  const platforms = usePlatforms(open);
  const parents = useMemo(() => parentOptions(tree, editing?.code), [tree, editing]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) form.setFieldsValue({ ...editing, showIndex: String(editing.showIndex) });
    else form.setFieldsValue({ parent, mType: '0', status: '1', visible: '0', showIndex: '1', platformCode: '0004' });
  }, [open, editing, parent, form]);

  const submit = async () => {
    // Invalid fields show their messages under the inputs; nothing to send.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await saveMenu(editing?.code, values);
      getMessage().success(editing ? '修改成功' : '操作成功');
      onSaved();
    } catch {
      // the request client has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  const opts = (list: readonly { value: string; label: string }[]) => list.map((o) => ({ value: o.value, label: o.label }));

  return (
    <Modal
      title={editing ? '编辑菜单' : '新增菜单'}
      open={open}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      destroyOnHidden
      width={600}
    >
      <Form name="menuForm" form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 17 }} preserve={false}>
        <Form.Item label="名称" name="label" rules={[{ required: true, whitespace: true, message: '请输入菜单名称' }]}>
          <Input placeholder="请输入菜单名称" maxLength={50} />
        </Form.Item>
        <Form.Item label="父级菜单" name="parent">
          <TreeSelect
            treeData={parents}
            treeDefaultExpandedKeys={[MENU_ROOT]}
            placeholder="请选择父级菜单"
            showSearch={{ treeNodeFilterProp: 'title' }}
          />
        </Form.Item>
        <Form.Item label="类型" name="mType" rules={[{ required: true, message: '请选择类型' }]}>
          <Radio.Group options={opts(MENU_TYPE_OPTIONS)} />
        </Form.Item>
        <Form.Item label="显示顺序" name="showIndex" rules={[{ required: true, pattern: /^\d+$/, message: SHOW_INDEX_MESSAGE }]}>
          <Input placeholder="请输入显示顺序" maxLength={9} />
        </Form.Item>
        <Form.Item label="状态" name="status" rules={[{ required: true, message: '请选择状态' }]}>
          <Radio.Group options={opts(MENU_STATUS_OPTIONS)} />
        </Form.Item>
        <Form.Item label="地址" name="url" rules={[{ required: true, whitespace: true, message: '请输入菜单地址' }]}>
          <Input placeholder="页面填路由（如 /userManagement），按钮填权限标识（如 userManagement.add）" maxLength={200} />
        </Form.Item>
        <Form.Item label="是否可见" name="visible" rules={[{ required: true, message: '请选择是否可见' }]}>
          <Radio.Group options={opts(MENU_VISIBLE_OPTIONS)} />
        </Form.Item>
        <Form.Item label="图标" name="icon" rules={[{ required: true, message: '请选择菜单图标' }]}>
          <IconPicker />
        </Form.Item>
        <Form.Item label="所属平台" name="platformCode">
          <Select loading={platforms.isFetching} options={(platforms.data ?? []).map((p) => ({ value: p.code, label: p.name }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
