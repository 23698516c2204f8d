import { ReloadOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps, Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { HOME_KEY, type TabState } from './tab-state.ts';
import { tabStore, useTabState } from './tab-store.ts';

type Action = 'refresh' | 'left' | 'right' | 'others';

/** Scrolling tab bar: Home fixed first, close buttons, and the right-click menu of spec §2. */
export function TabsBar() {
  const { tabs } = useTabState();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const follow = (next: TabState) => {
    if (next.active !== pathname) navigate(next.active);
  };

  const contextMenu = (key: string, index: number): MenuProps => ({
    items: [
      { key: 'refresh', icon: <ReloadOutlined />, label: '刷新' },
      { type: 'divider' },
      { key: 'left', label: '关闭左侧', disabled: index <= 1 },
      { key: 'right', label: '关闭右侧', disabled: index >= tabs.length - 1 },
      { key: 'others', label: '关闭其他', disabled: tabs.every((t) => t.key === key || t.key === HOME_KEY) },
    ],
    onClick: ({ key: action, domEvent }) => {
      domEvent.stopPropagation();
      switch (action as Action) {
        case 'refresh':
          tabStore.refresh(key);
          if (key !== pathname) navigate(key);
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
  });

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
          <Dropdown trigger={['contextMenu']} menu={contextMenu(tab.key, index)}>
            <span className="shell-tab-label">{tab.title}</span>
          </Dropdown>
        ),
      }))}
    />
  );
}
