import { userPassword } from '@console/contract/users';
import { zodRule } from '@console/web-kit';
import { isAgentRole, USER_NAME_MAX, USER_STATUS_OPTIONS, type UserRow } from '@console/contract/users';
import { getMessage } from '@console/web-kit';
import { Form, Input, Modal, Select, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { insertUser, type UserForm, updateUser, useRoles } from './users-api.ts';

type Props = { open: boolean; editing: UserRow | null; onClose: () => void; onSaved: () => void };

/** Add / edit a user (spec §2, messages §5). The password is asked for on add only and never sent on edit. */
export function UserModal({ open, editing, onClose, onSaved }: Props) {
  const [form] = Form.useForm<UserForm>();
  const [saving, setSaving] = useState(false);
  const roles = useRoles();
  const roleType = Form.useWatch('roleType', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) form.setFieldsValue({ ...editing });
  }, [open, editing, form]);

  const submit = async () => {
    // Invalid fields show their messages under the inputs; nothing to send.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      if (editing) await updateUser(editing.code, values);
      else await insertUser(values);
      getMessage().success(editing ? '修改成功' : '操作成功');
      onSaved();
    } catch {
      // the request client has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={editing ? '编辑用户' : '新增用户'}
      open={open}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      destroyOnHidden
      width={560}
    >
      <Form name="userForm" form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 17 }} preserve={false} initialValues={{ status: 1 }}>
        <Form.Item
          label="名称"
          name="name"
          rules={[
            { required: true, whitespace: true, message: '请输入名称' },
            { max: USER_NAME_MAX, message: '超出最大字数限制' },
          ]}
        >
          <Input placeholder="请输入名称" />
        </Form.Item>
        <Form.Item label="手机号" name="cellPhone" rules={[{ required: true, whitespace: true, message: '请输入手机号' }]}>
          <Input placeholder="请输入手机号" maxLength={32} />
        </Form.Item>
        <Form.Item label="账号" name="loginId" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
          <Input placeholder="请输入账号" maxLength={64} autoComplete="off" />
        </Form.Item>
        {editing ? null : (
          <Form.Item label="密码" name="pwd" rules={[{ required: true, message: '请输入密码' }, zodRule(userPassword)]}>
            <Input.Password placeholder="请输入密码" maxLength={128} autoComplete="new-password" />
          </Form.Item>
        )}
        <Form.Item label="邮箱" name="email" rules={[{ type: 'email', message: '邮箱格式不正确' }]}>
          <Input placeholder="请输入邮箱" maxLength={128} />
        </Form.Item>
        <Form.Item label="联系电话" name="tel" rules={[{ required: true, whitespace: true, message: '请输入联系电话' }]}>
          <Input placeholder="请输入联系电话" maxLength={32} />
        </Form.Item>
        <Form.Item label="角色" required htmlFor="userForm_roleType">
          <Space>
            <Form.Item name="roleType" noStyle rules={[{ required: true, message: '请选择角色' }]}>
              <Select
                style={{ width: 240 }}
                placeholder="请选择角色"
                showSearch={{ optionFilterProp: 'label' }}
                options={(roles.data ?? [])
                  .filter((r) => r.status === 1 || r.code === editing?.roleType)
                  .map((r) => ({ label: r.roleName, value: r.code }))}
              />
            </Form.Item>
            {isAgentRole(roleType) ? <Tag color="orange">坐席</Tag> : null}
          </Space>
        </Form.Item>
        <Form.Item label="状态" name="status" rules={[{ required: true, message: '请选择状态' }]}>
          <Select placeholder="请选择状态" options={USER_STATUS_OPTIONS.map((s) => ({ label: s.label, value: s.value }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
