import { type UserRow, usersApi } from '@console/contract/users';
import { getMessage } from '@console/web-kit';
import { useCall } from '@console/web-kit/resource';
import { Alert, Modal, Typography } from 'antd';
import { useState } from 'react';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A random 12-character password from the browser's CSPRNG (there is no default password anywhere). */
export function randomPassword(length = 12): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/**
 * Reset password: after a confirmation, sets a new random password and shows it once so the administrator
 * can pass it on. The user's sessions end on the server.
 */
export function ResetPasswordModal({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const call = useCall();
  const [saving, setSaving] = useState(false);
  const [issued, setIssued] = useState<string | null>(null);
  const close = () => {
    setIssued(null);
    onClose();
  };

  const reset = async () => {
    if (!user) return;
    const pwd = randomPassword();
    setSaving(true);
    try {
      await call(usersApi.updatePwd, { code: user.code, pwd });
      getMessage().success('操作成功');
      setIssued(pwd);
    } catch {
      // the request client has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="重置密码"
      open={!!user}
      onCancel={close}
      onOk={issued ? close : reset}
      okText={issued ? '关闭' : '确定重置'}
      cancelButtonProps={{ style: issued ? { display: 'none' } : undefined }}
      confirmLoading={saving}
      destroyOnHidden
    >
      {issued ? (
        <Alert
          type="success"
          showIcon
          title={
            <span>
              新密码：
              <Typography.Text copyable code>
                {issued}
              </Typography.Text>
            </span>
          }
          description="新密码只显示这一次，请转告用户登录后修改。"
        />
      ) : (
        <p>
          确定重置用户“{user?.name}”（{user?.loginId}）的密码吗？重置后该用户需用新密码重新登录。
        </p>
      )}
    </Modal>
  );
}
