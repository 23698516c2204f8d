import { userPassword } from '@console/contract/users';
import { zodRule } from '@console/web-kit';
import type { UserRow } from '@console/contract/users';
import { getMessage } from '@console/web-kit';
import { Descriptions, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { updatePwd } from './users-api.ts';

/** The administrator sets a user's password: shows name and account, asks for the new one (spec §2). */
export function PasswordModal({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const [form] = Form.useForm<{ pwd: string }>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!user) return;
    // Invalid fields show their messages under the inputs; nothing to send.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { pwd } = values;
    setSaving(true);
    try {
      await updatePwd(user.code, pwd);
      getMessage().success('修改成功');
      onClose();
    } catch {
      // the request client has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title="修改密码" open={!!user} onCancel={onClose} onOk={submit} confirmLoading={saving} destroyOnHidden>
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="名称">{user?.name}</Descriptions.Item>
        <Descriptions.Item label="账号">{user?.loginId}</Descriptions.Item>
      </Descriptions>
      <Form name="userPwdForm" form={form} preserve={false} labelCol={{ span: 4 }}>
        <Form.Item label="新密码" name="pwd" rules={[{ required: true, message: '请输入密码' }, zodRule(userPassword)]}>
          <Input.Password placeholder="请输入密码" maxLength={128} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
