import type { RoleRow } from '@console/contract/roles';
import { getMessage } from '@console/web-kit';
import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { type RoleForm, saveRole } from './roles-api.ts';

/** Add / edit a role: roleName and remark (textarea). */
export function RoleModal({
  open,
  editing,
  onClose,
  onSaved,
}: {
  open: boolean;
  editing: RoleRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<RoleForm>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) form.setFieldsValue({ roleName: editing.roleName, remark: editing.remark });
  }, [open, editing, form]);

  const submit = async () => {
    // Invalid fields show their messages under the inputs; nothing to send.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await saveRole(editing?.code, values);
      getMessage().success(editing ? '修改成功' : '操作成功');
      onSaved();
    } catch {
      // the request client has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title={editing ? '编辑角色' : '新增角色'} open={open} onCancel={onClose} onOk={submit} confirmLoading={saving} destroyOnHidden>
      <Form name="roleForm" form={form} labelCol={{ span: 4 }} preserve={false}>
        <Form.Item label="角色名称" name="roleName" rules={[{ required: true, whitespace: true, message: '请输入名称' }]}>
          <Input placeholder="请输入名称" maxLength={50} />
        </Form.Item>
        <Form.Item label="备注" name="remark">
          <Input.TextArea placeholder="请输入备注" rows={4} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
