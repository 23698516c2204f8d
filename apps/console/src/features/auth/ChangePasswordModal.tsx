import { COMMON_LABELS } from '@console/contract/common-fields';
import { WORDS } from '@console/contract/words';
import { authApi, NEW_PWD_MISMATCH } from '@console/contract/api/auth';
import { newPwdConfirm, updatePwdCurrBody } from '@console/contract/auth';
import { getMessage, zodRule } from '@console/web-kit';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { call } from '../../shared/api.ts';

type Values = { pwd: string; newPwd: string; newPwd2: string };

/** The signed-in user's own password (spec §2, §5). The confirmation field is checked here, never sent. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async ({ pwd, newPwd }: Values) => {
    setSaving(true);
    try {
      await call(authApi.updatePwdCurr, { pwd, newPwd });
      getMessage().success('修改成功');
      onClose();
    } catch {
      // the request client has shown the server's message; keep the dialog open to correct it
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="修改密码"
      open={open}
      okText="确定"
      cancelText={WORDS.cancel}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      forceRender
      width={440}
    >
      <Form form={form} layout="vertical" requiredMark onFinish={submit} style={{ marginTop: 16 }}>
        <Form.Item name="pwd" label="原密码" rules={[zodRule(updatePwdCurrBody.shape.pwd, { required: true })]}>
          <Input.Password autoComplete="current-password" placeholder="请输入原密码" />
        </Form.Item>
        <Form.Item name="newPwd" label={COMMON_LABELS.newPwd} rules={[zodRule(updatePwdCurrBody.shape.newPwd, { required: true })]}>
          <Input.Password autoComplete="new-password" placeholder="请输入新密码" />
        </Form.Item>
        <Form.Item
          name="newPwd2"
          label="确认新密码"
          dependencies={['newPwd']}
          rules={[
            zodRule(newPwdConfirm, { required: true }),
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('newPwd') ? Promise.resolve() : Promise.reject(new Error(NEW_PWD_MISMATCH)),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" placeholder="请再次输入新密码" onPressEnter={() => form.submit()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
