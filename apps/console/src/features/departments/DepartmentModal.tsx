import { DEPARTMENT_ROOT, DEPARTMENT_STATUS_OPTIONS, type DepartmentNode, type DepartmentRow } from '@console/contract/departments';
import { getMessage } from '@console/web-kit';
import { Form, Input, InputNumber, Modal, Radio, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { type DepartmentForm, saveDepartment } from './departments-api.ts';

type Props = { open: boolean; editing: DepartmentRow | null; tree: DepartmentNode[]; onClose: () => void; onSaved: () => void };
type TreeOption = { value: string; title: string; children?: TreeOption[] };

/** Parent choices: the top level and every department except the edited one and those below it. */
function parentOptions(tree: DepartmentNode[], self?: string): TreeOption[] {
  const walk = (nodes: DepartmentNode[]): TreeOption[] =>
    nodes
      .filter((d) => d.code !== self)
      .map((d) => ({ value: d.code, title: d.depName, ...(d.children?.length ? { children: walk(d.children) } : {}) }));
  return [{ value: DEPARTMENT_ROOT, title: '顶级部门', children: walk(tree) }];
}

export function DepartmentModal({ open, editing, tree, onClose, onSaved }: Props) {
  const [form] = Form.useForm<DepartmentForm>();
  const [saving, setSaving] = useState(false);
  const parents = useMemo(() => parentOptions(tree, editing?.code), [tree, editing]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) form.setFieldsValue(editing);
  }, [open, editing, form]);

  const submit = async () => {
    // Invalid fields show their messages under the inputs; nothing to send.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await saveDepartment(editing?.code, values);
      getMessage().success(editing ? '修改成功' : '操作成功');
      onSaved();
    } catch {
      // the request client has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title={editing ? '编辑部门' : '新增部门'} open={open} onCancel={onClose} onOk={submit} confirmLoading={saving} destroyOnHidden>
      <Form
        name="departmentForm"
        form={form}
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 17 }}
        preserve={false}
        initialValues={{ parentCode: DEPARTMENT_ROOT, status: 1, sort: 0 }}
      >
        <Form.Item label="部门名称" name="depName" rules={[{ required: true, whitespace: true, message: '请输入部门名称' }]}>
          <Input placeholder="请输入部门名称" maxLength={50} />
        </Form.Item>
        <Form.Item label="上级部门" name="parentCode">
          <TreeSelect treeData={parents} treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} />
        </Form.Item>
        <Form.Item label="排序" name="sort">
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="状态" name="status" rules={[{ required: true, message: '请选择状态' }]}>
          <Radio.Group options={DEPARTMENT_STATUS_OPTIONS.map((o) => ({ value: o.value, label: o.label }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
