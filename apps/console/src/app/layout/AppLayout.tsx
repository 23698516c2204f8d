import { ArrowLeftOutlined } from '@ant-design/icons';
import { getMenus, getPermissionKeys } from '@console/web-kit';
import { Button, Layout } from 'antd';
import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { buildNav, indexNav } from '../../shared/menu-model.ts';
import { PageLoading } from '../../shared/PageLoading.tsx';
import { refreshMenus } from '../../shared/refresh-menus.ts';
import { findPage, isSubappPath } from '../page-registry.tsx';
import { KeepAlivePages } from '../tabs/KeepAlivePages.tsx';
import { HOME_KEY, HOME_TITLE, openTab } from '../tabs/tab-state.ts';
import { tabStore, useTabState, useTabVersions } from '../tabs/tab-store.ts';
import { TabsBar } from '../tabs/TabsBar.tsx';
import { HeaderBar } from './HeaderBar.tsx';
import { LogoMark } from '../../shared/LogoMark.tsx';
import { ShellProviders } from './ShellProviders.tsx';
import { SideMenu } from './SideMenu.tsx';
import './shell.css';

const SUBAPP_TITLE = '子应用';
const NOT_FOUND_TITLE = '页面不存在';
const COLLAPSED_KEY = 'console.siderCollapsed';

export function AppLayout() {
  const location = useLocation();
  const { pathname } = location;
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const stored = useTabState();
  const versions = useTabVersions();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  // The stored login menus show at once; a reload re-reads them from the server, so a role widened or
  // narrowed since sign-in shows without signing in again (the layout remounts after every sign-in).
  const [menus, setMenus] = useState(getMenus);
  useEffect(() => {
    let live = true;
    refreshMenus().then((fresh) => {
      if (live && fresh) setMenus(fresh);
    });
    return () => {
      live = false;
    };
  }, []);
  const nav = useMemo(() => buildNav(menus), [menus]);
  const places = useMemo(() => indexNav(nav), [nav]);
  const keys = useMemo(() => getPermissionKeys(menus), [menus]);

  const page = findPage(pathname);
  const subapp = !page && isSubappPath(pathname);
  const place = places.get(page?.path ?? pathname);
  const title = page?.path === HOME_KEY ? HOME_TITLE : (place?.label ?? page?.title ?? (subapp ? SUBAPP_TITLE : ''));
  const crumbs =
    page?.path === HOME_KEY ? [HOME_TITLE] : pathname === '/404' ? [NOT_FOUND_TITLE] : [...(place?.trail ?? []), title].filter(Boolean);

  // The page's tab opens in the render that shows the page: opened by an effect after it, every menu click drew
  // the tab bar and the kept pages a second time. The sub-app gets a tab but is never kept alive (spec §2).
  // It opens once per address (or title): a close that takes the page's own tab (关闭其他 on another tab) draws
  // the shell again before it follows to the tab kept, and must not bring the closed tab back.
  const tabKey = page ? page.path : subapp ? pathname : null;
  const keepAlive = Boolean(page);
  const want = tabKey && `${tabKey}\n${title}\n${keepAlive}`;
  const openedFor = useRef<string | null>(null);
  const tabs = useMemo(
    () => (tabKey && want !== openedFor.current ? openTab(stored, { key: tabKey, title, keepAlive }) : stored),
    [stored, want, tabKey, title, keepAlive],
  );
  // Before the browser can deliver a click on the bar: its closes start from the tabs it shows.
  useLayoutEffect(() => {
    openedFor.current = want;
    tabStore.record(tabs);
  }, [want, tabs]);

  useEffect(() => {
    document.title = title ? `${title} - 业务管理平台` : '业务管理平台';
  }, [title]);

  const toggle = () => {
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '0' : '1');
    setCollapsed(!collapsed);
  };

  return (
    <ShellProviders keys={keys}>
      <Layout className="shell">
        <Layout.Sider className="shell-sider" width={224} collapsedWidth={64} collapsed={collapsed} trigger={null}>
          <div className="shell-logo">
            <LogoMark className="shell-logo-mark" />
            {collapsed ? null : <span>业务管理平台</span>}
          </div>
          <SideMenu nav={nav} collapsed={collapsed} />
        </Layout.Sider>
        <Layout className="shell-main">
          <HeaderBar collapsed={collapsed} onToggle={toggle} crumbs={crumbs} />
          <div className="shell-tabbar">
            <Button className="shell-back" size="small" icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
              返回
            </Button>
            <TabsBar tabs={tabs.tabs} />
          </div>
          <Layout.Content className="shell-content">
            <KeepAlivePages activeKey={page?.path ?? null} alive={tabs.alive} location={location} navigationType={navigationType} />
            {page ? null : (
              // One host for every sub-app path: moving between its pages updates it instead of remounting it.
              <div className="shell-page" key={`${subapp ? 'subapp' : pathname}#${versions[pathname] ?? 0}`}>
                <Suspense fallback={<PageLoading />}>
                  <Outlet />
                </Suspense>
              </div>
            )}
          </Layout.Content>
        </Layout>
      </Layout>
    </ShellProviders>
  );
}
