import { ReloadOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps, Tabs } from 'antd';
import { memo, useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HOME_KEY, type Tab, type TabState } from './tab-state.ts';
import { tabStore } from './tab-store.ts';

type Action = 'refresh' | 'left' | 'right' | 'others';
type LabelProps = {
  tabKey: string;
  title: string;
  noLeft: boolean;
  noRight: boolean;
  noOthers: boolean;
  onAction: (key: string, action: Action) => void;
};

/**
 * A tab's title and its right-click menu, drawn again only when they change: the bar draws itself at every menu
 * click (the address, then the tab it opens), and each tab's dropdown was drawn again with it.
 */
const TabLabel = memo(function TabLabel({ tabKey, title, noLeft, noRight, noOthers, onAction }: LabelProps) {
  const menu: MenuProps = {
    items: [
      { key: 'refresh', icon: <ReloadOutlined />, label: '刷新' },
      { type: 'divider' },
      { key: 'left', label: '关闭左侧', disabled: noLeft },
      { key: 'right', label: '关闭右侧', disabled: noRight },
      { key: 'others', label: '关闭其他', disabled: noOthers },
    ],
    onClick: ({ key: action, domEvent }) => {
      domEvent.stopPropagation();
      onAction(tabKey, action as Action);
    },
  };
  return (
    <Dropdown trigger={['contextMenu']} menu={menu}>
      <span className="shell-tab-label">{title}</span>
    </Dropdown>
  );
});

/**
 * Scrolling tab bar: Home fixed first, close buttons, and the right-click menu of spec §2. It draws the tabs the
 * shell shows (the page's tab included from the render that shows the page); its actions change the tab store.
 */
export function TabsBar({ tabs }: { tabs: Tab[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The menus' one handler reads the address when used, so a tab's label need not change with the address.
  const at = useRef(pathname);
  at.current = pathname;

  const follow = useCallback(
    (next: TabState) => {
      if (next.active !== at.current) navigate(next.active);
    },
    [navigate],
  );

  const onAction = useCallback(
    (key: string, action: Action) => {
      switch (action) {
        case 'refresh':
          tabStore.refresh(key);
          if (key !== at.current) navigate(key);
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
    <Tabs
      className="shell-tabs"
      type="editable-card"
      size="small"
      hideAdd
      activeKey={tabs.some((t) => t.key === pathname) ? pathname : ''}
      onChange={(key) => key !== pathname && navigate(key)}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') follow(tabStore.close(key));
      }}
      items={tabs.map((tab, index) => ({
        key: tab.key,
        closable: tab.key !== HOME_KEY,
        label: (
          <TabLabel
            tabKey={tab.key}
            title={tab.title}
            noLeft={index <= 1}
            noRight={index >= tabs.length - 1}
            noOthers={tabs.every((t) => t.key === tab.key || t.key === HOME_KEY)}
            onAction={onAction}
          />
        ),
      }))}
    />
  );
}
