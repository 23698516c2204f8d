import { WORDS } from '@console/contract/words';
import { CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { type KeyboardEvent, memo, type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PopupMenu } from '../layout/PopupMenu.tsx';
import { HOME_KEY, type Tab, type TabState } from './tab-state.ts';
import { tabStore } from './tab-store.ts';

type Action = 'refresh' | 'left' | 'right' | 'others';
type MenuAt = { key: string; x: number; y: number; noLeft: boolean; noRight: boolean; noOthers: boolean };

const menuItems = (at: MenuAt) => [
  { key: 'refresh', label: '刷新', icon: <ReloadOutlined /> },
  { key: 'left', label: '关闭左侧', disabled: at.noLeft, divided: true },
  { key: 'right', label: '关闭右侧', disabled: at.noRight },
  { key: 'others', label: '关闭其他', disabled: at.noOthers },
];

type ItemProps = {
  tabKey: string;
  title: string;
  active: boolean;
  onSelect: (key: string) => void;
  onClose: (key: string) => void;
  onMenu: (key: string, e: MouseEvent) => void;
};

/**
 * One tab, drawn again only when it changes: a page switch draws the two tabs whose mark moves, not the others
 * (antd's Tabs drew every tab and measured the strip, two commits per switch).
 */
const TabItem = memo(function TabItem({ tabKey, title, active, onSelect, onClose, onMenu }: ItemProps) {
  const closable = tabKey !== HOME_KEY;
  return (
    <div className={active ? 'shell-tab shell-tab-active' : 'shell-tab'} onContextMenu={(e) => onMenu(tabKey, e)}>
      <div
        role="tab"
        aria-selected={active}
        tabIndex={active ? 0 : -1}
        data-key={tabKey}
        className="shell-tab-label"
        onClick={() => onSelect(tabKey)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            onSelect(tabKey);
          } else if (closable && (e.key === 'Delete' || e.key === 'Backspace')) onClose(tabKey);
        }}
      >
        {title}
      </div>
      {closable ? (
        <button type="button" className="shell-tab-close" tabIndex={-1} aria-label={WORDS.close} onClick={() => onClose(tabKey)}>
          <CloseOutlined />
        </button>
      ) : null}
    </div>
  );
});

/** Arrows, Home and End move the focus along the strip (WAI-ARIA tabs); Enter or Space then opens the tab. */
function moveFocus(e: KeyboardEvent<HTMLDivElement>) {
  const step = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity }[e.key];
  if (step === undefined) return;
  const tabs = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const at = tabs.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  e.preventDefault();
  tabs[Math.min(tabs.length - 1, Math.max(0, at + step))]?.focus();
}

/**
 * Scrolling tab bar: Home fixed first, close buttons, and the right-click menu of spec §2. It draws the tabs the
 * shell shows (the page's tab included from the render that shows the page); its actions change the tab store.
 */
export function TabsBar({ tabs }: { tabs: Tab[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const strip = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<MenuAt | null>(null);
  // The handlers read the address and the tabs when used, so a tab need not be drawn again when they change.
  const at = useRef({ pathname, tabs });
  at.current = { pathname, tabs };
  const activeKey = tabs.some((t) => t.key === pathname) ? pathname : '';

  // Many tabs scroll sideways: the one opened or followed comes into view.
  useEffect(() => {
    const tabs = [...(strip.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    tabs.find((t) => t.dataset.key === activeKey)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeKey]);

  const follow = useCallback(
    (next: TabState) => {
      if (next.active !== at.current.pathname) navigate(next.active);
    },
    [navigate],
  );
  const onSelect = useCallback((key: string) => key !== at.current.pathname && navigate(key), [navigate]);
  const onClose = useCallback((key: string) => follow(tabStore.close(key)), [follow]);
  const onMenu = useCallback((key: string, e: MouseEvent) => {
    e.preventDefault();
    const all = at.current.tabs;
    const index = all.findIndex((t) => t.key === key);
    setMenu({
      key,
      x: e.clientX,
      y: e.clientY,
      noLeft: index <= 1,
      noRight: index >= all.length - 1,
      noOthers: all.every((t) => t.key === key || t.key === HOME_KEY),
    });
  }, []);
  const closeMenu = useCallback(() => setMenu(null), []);

  const onAction = useCallback(
    (key: string, action: Action) => {
      switch (action) {
        case 'refresh':
          tabStore.refresh(key);
          if (key !== at.current.pathname) navigate(key);
          break;
        case 'left':
          follow(tabStore.closeLeft(key));
          break;
        case 'right':
          follow(tabStore.closeRight(key));
          break;
        case 'others':
          follow(tabStore.closeOthers(key));
          break;
      }
    },
    [navigate, follow],
  );

  return (
    <>
      <div
        ref={strip}
        role="tablist"
        className="shell-tabs"
        onKeyDown={moveFocus}
        // A mouse wheel scrolls the strip sideways.
        onWheel={(e) => {
          if (e.deltaY) e.currentTarget.scrollLeft += e.deltaY;
        }}
      >
        {tabs.map((tab) => (
          <TabItem
            key={tab.key}
            tabKey={tab.key}
            title={tab.title}
            active={tab.key === activeKey}
            onSelect={onSelect}
            onClose={onClose}
            onMenu={onMenu}
          />
        ))}
      </div>
      {menu ? (
        <PopupMenu
          items={menuItems(menu)}
          style={{ left: menu.x, top: menu.y }}
          onPick={(action) => onAction(menu.key, action as Action)}
          onClose={closeMenu}
        />
      ) : null}
    </>
  );
}
