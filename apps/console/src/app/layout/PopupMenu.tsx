import { type CSSProperties, type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';

export type PopupItem = { key: string; label: string; icon?: ReactNode; disabled?: boolean; danger?: boolean; divided?: boolean };

type Props = {
  items: PopupItem[];
  /** Where it shows (fixed to the window). */
  style: CSSProperties;
  onPick: (key: string) => void;
  onClose: () => void;
  onMouseEnter?: () => void;
  onMouseLeave?: () => void;
};

/**
 * The shell's small menus (a tab's right-click menu, the user menu), drawn only while open: antd's Dropdown
 * brought its Menu (rc-menu, rc-overflow) and Trigger into every first paint. Focus moves into it, arrows walk
 * it, Escape or a press outside closes it.
 */
export function PopupMenu({ items, style, onPick, onClose, onMouseEnter, onMouseLeave }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus({ preventScroll: true });
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

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' || e.key === 'Tab') return onClose();
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const next = buttons.indexOf(document.activeElement as HTMLButtonElement) + (e.key === 'ArrowDown' ? 1 : -1);
    buttons[(next + buttons.length) % buttons.length]?.focus();
  };

  return (
    <div
      ref={ref}
      role="menu"
      className="shell-popup"
      style={style}
      onKeyDown={onKeyDown}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
    >
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="menuitem"
          className={['shell-popup-item', item.divided && 'shell-popup-divided', item.danger && 'shell-popup-danger']
            .filter(Boolean)
            .join(' ')}
          disabled={item.disabled}
          onClick={() => {
            onClose();
            onPick(item.key);
          }}
        >
          {item.icon}
          {item.label}
        </button>
      ))}
    </div>
  );
}
