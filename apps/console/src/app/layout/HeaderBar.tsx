import { DownOutlined, KeyOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { getSessionUser, getToken } from '@console/web-kit';
import { preloadConfirm } from '@console/web-kit/resource';
import { Breadcrumb, Button, Dropdown, Layout, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/use-logout.ts';
import { ExportBadge } from '../../features/exports/ExportBadge.tsx';

// Opened from the user menu now and then: its form loads then, not with the shell.
const ChangePasswordModal = lazy(async () => ({
  default: (await import('../../features/auth/ChangePasswordModal.tsx')).ChangePasswordModal,
}));

type Props = { collapsed: boolean; onToggle: () => void; crumbs: string[] };

export function HeaderBar({ collapsed, onToggle, crumbs }: Props) {
  const navigate = useNavigate();
  const [logout, logoutHolder] = useLogout();
  const [pwdOpen, setPwdOpen] = useState(false);
  const signedIn = Boolean(getToken());
  const user = getSessionUser();

  return (
    <Layout.Header className="shell-header">
      <Button
        type="text"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
        aria-label={collapsed ? '展开菜单' : '收起菜单'}
      />
      <Breadcrumb items={crumbs.map((title) => ({ title }))} />
      <div className="shell-header-right">
        {signedIn ? <ExportBadge /> : null}
        {signedIn ? (
          <Dropdown
            trigger={['click', 'hover']}
            // 退出登录 asks first: the dialog's code loads while the menu is open.
            onOpenChange={(open) => open && preloadConfirm()}
            menu={{
              items: [
                { key: 'password', icon: <KeyOutlined />, label: '修改密码' },
                { type: 'divider' },
                { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
              ],
              onClick: ({ key }) => (key === 'password' ? setPwdOpen(true) : logout()),
            }}
          >
            <button type="button" className="shell-user" data-testid="user-menu">
              {/* A plain initial: antd's Avatar measures its text on every render, which showed in profiles. */}
              <span className="shell-avatar" aria-hidden="true">
                {(user.name || user.loginId || '?').slice(0, 1).toUpperCase()}
              </span>
              <span className="shell-user-name">{user.name || user.loginId}</span>
              {user.roleName ? <Tag color="blue">{user.roleName}</Tag> : null}
              <DownOutlined style={{ fontSize: 10, color: 'rgba(0,0,0,.45)' }} />
            </button>
          </Dropdown>
        ) : (
          <Button type="primary" onClick={() => navigate('/login')}>
            登录
          </Button>
        )}
      </div>
      {pwdOpen && (
        <Suspense fallback={null}>
          <ChangePasswordModal open onClose={() => setPwdOpen(false)} />
        </Suspense>
      )}
      {logoutHolder}
    </Layout.Header>
  );
}
