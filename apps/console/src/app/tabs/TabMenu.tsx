import { ReloadOutlined } from '@ant-design/icons';
import { type KeyboardEvent, useEffect, useRef } from 'react';

export type TabAction = 'refresh' | 'left' | 'right' | 'others';
export type TabMenuAt = { key: string; x: number; y: number; noLeft: boolean; noRight: boolean; noOthers: boolean };

const ITEMS: { action: TabAction; label: string; icon?: boolean; divided?: boolean }[] = [
  { action: 'refresh', label: '刷新', icon: true },
  { action: 'left', label: '关闭左侧', divided: true },
  { action: 'right', label: '关闭右侧' },
  { action: 'others', label: '关闭其他' },
];

/**
 * A tab's right-click menu (spec §2), drawn only while open: antd's Dropdown brought its Menu and Trigger into
 * every tab. Focus moves into it, arrows walk it, Escape or a press outside closes it.
 */
export function TabMenu({
  at,
  onAction,
  onClose,
}: {
  at: TabMenuAt;
  onAction: (key: string, action: TabAction) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
    const outside = (e: Event) => {
      if (!ref.current?.contains(e.target as Node)) onClose();
    };
    document.addEventListener('mousedown', outside, true);
    window.addEventListener('blur', onClose);
    window.addEventListener('resize', onClose);
    return () => {
      document.removeEventListener('mousedown', outside, true);
      window.removeEventListener('blur', onClose);
      window.removeEventListener('resize', onClose);
    };
  }, [onClose]);

  const disabled = { refresh: false, left: at.noLeft, right: at.noRight, others: at.noOthers };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' || e.key === 'Tab') return onClose();
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const items = [...(ref.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const next = items.indexOf(document.activeElement as HTMLButtonElement) + (e.key === 'ArrowDown' ? 1 : -1);
    items[(next + items.length) % items.length]?.focus();
  };

  return (
    <div ref={ref} role="menu" className="shell-tab-menu" style={{ left: at.x, top: at.y }} onKeyDown={onKeyDown}>
      {ITEMS.map((item) => (
        <button
          key={item.action}
          type="button"
          role="menuitem"
          className={item.divided ? 'shell-tab-menu-item shell-tab-menu-divided' : 'shell-tab-menu-item'}
          disabled={disabled[item.action]}
          onClick={() => {
            onClose();
            onAction(at.key, item.action);
          }}
        >
          {item.icon ? <ReloadOutlined /> : null}
          {item.label}
        </button>
      ))}
    </div>
  );
}
