import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { getToken } from '@console/web-kit';
import { Button, Layout } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/use-logout.ts';
import { ExportBadge } from '../../features/exports/ExportBadge.tsx';
import { Crumbs } from './Crumbs.tsx';
import { UserMenu } from './UserMenu.tsx';

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

  return (
    <Layout.Header className="shell-header">
      <Button
        type="text"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
        aria-label={collapsed ? '展开菜单' : '收起菜单'}
      />
      <Crumbs items={crumbs} />
      <div className="shell-header-right">
        {signedIn ? <ExportBadge /> : null}
        {signedIn ? (
          <UserMenu onPassword={() => setPwdOpen(true)} onLogout={logout} />
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
