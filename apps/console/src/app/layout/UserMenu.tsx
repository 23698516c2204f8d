import { DownOutlined, KeyOutlined, LogoutOutlined } from '@ant-design/icons';
import { getSessionUser } from '@console/web-kit';
import { preloadConfirm } from '@console/web-kit/resource';
import { Tag } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { PopupMenu } from './PopupMenu.tsx';

const ITEMS = [
  { key: 'password', icon: <KeyOutlined />, label: '修改密码' },
  { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true, divided: true },
];
// As antd's Dropdown on hover: a moment to move the pointer from the button into the menu.
const LEAVE_MS = 150;

/** The signed-in user, opening 修改密码 and 退出登录 on click or hover. */
export function UserMenu({ onPassword, onLogout }: { onPassword: () => void; onLogout: () => void }) {
  const user = getSessionUser();
  const button = useRef<HTMLButtonElement>(null);
  const leaving = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [at, setAt] = useState<{ top: number; right: number } | null>(null);
  // A click closes only a menu a click opened: the pointer reaching the button opens it first (hover), and the
  // click that follows must not take it away again (on a slow machine the hover's render came before the click).
  const byClick = useRef(false);

  const show = () => {
    clearTimeout(leaving.current);
    if (at || !button.current) return;
    const box = button.current.getBoundingClientRect();
    setAt({ top: box.bottom + 4, right: window.innerWidth - box.right });
    // 退出登录 asks first: the dialog's code loads while the menu is open.
    preloadConfirm();
  };
  const close = useCallback(() => {
    byClick.current = false;
    setAt(null);
  }, []);
  const toggle = () => {
    if (at && byClick.current) return close();
    show();
    byClick.current = true;
  };
  const leave = () => {
    leaving.current = setTimeout(close, LEAVE_MS);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="shell-user"
        data-testid="user-menu"
        aria-haspopup="menu"
        aria-expanded={at !== null}
        onClick={toggle}
        onMouseEnter={show}
        onMouseLeave={leave}
      >
        {/* A plain initial: antd's Avatar measures its text on every render, which showed in profiles. */}
        <span className="shell-avatar" aria-hidden="true">
          {(user.name || user.loginId || '?').slice(0, 1).toUpperCase()}
        </span>
        <span className="shell-user-name">{user.name || user.loginId}</span>
        {user.roleName ? <Tag color="blue">{user.roleName}</Tag> : null}
        <DownOutlined style={{ fontSize: 10, color: 'rgba(0,0,0,.45)' }} />
      </button>
      {at ? (
        <PopupMenu
          items={ITEMS}
          style={at}
          onPick={(key) => (key === 'password' ? onPassword() : onLogout())}
          onClose={close}
          onMouseEnter={show}
          onMouseLeave={leave}
        />
      ) : null}
    </>
  );
}
