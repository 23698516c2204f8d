import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MenuIcon } from '../../shared/menu-icons.tsx';
import { groupKeysFor, type NavNode } from '../../shared/menu-model.ts';
import { prefetchCode, prefetchMenu, prefetchPage } from '../page-prefetch.ts';
import { HOME_KEY, HOME_TITLE } from '../tabs/tab-state.ts';

type Item = Required<MenuProps>['items'][number];

function toItems(nodes: NavNode[]): Item[] {
  return nodes.map((node) =>
    node.children
      ? { key: node.key, label: node.label, icon: <MenuIcon name={node.icon} />, children: toItems(node.children) }
      : {
          key: node.key,
          label: node.label,
          icon: <MenuIcon name={node.icon} />,
          title: node.label,
          // Pointing at an item is a good sign it will be opened: its code first, ahead of the idle prefetch.
          onMouseEnter: () => prefetchCode(node.key),
        },
  );
}

const pagePaths = (nodes: NavNode[]): string[] => nodes.flatMap((n) => (n.children ? pagePaths(n.children) : n.path ? [n.path] : []));

/** Home first, then the signed-in user's menu groups (spec §2 layout shell). */
export function SideMenu({ nav, collapsed }: { nav: NavNode[]; collapsed: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = useMemo<Item[]>(
    () => [{ key: HOME_KEY, label: HOME_TITLE, icon: <MenuIcon name="HomeOutlined" />, title: HOME_TITLE }, ...toItems(nav)],
    [nav],
  );
  const [openKeys, setOpenKeys] = useState<string[]>(() => groupKeysFor(nav, pathname));
  // Every page of the menu is a likely next click: its code loads while the user reads the current one.
  useEffect(() => prefetchMenu(pagePaths(nav)), [nav]);

  // Following a tab or the back button into another group opens that group too. A click inside an open group keeps
  // the very same keys: a new array would draw the whole menu (~600 components) a second time after each click.
  useEffect(() => {
    const wanted = groupKeysFor(nav, pathname);
    setOpenKeys((open) => (wanted.every((k) => open.includes(k)) ? open : [...new Set([...open, ...wanted])]));
  }, [nav, pathname]);

  return (
    <Menu
      className="shell-menu"
      theme="dark"
      mode="inline"
      items={items}
      // An open menu shows each item's whole label: its tooltip wrapper (two components per item, drawn again at
      // every click) is only wanted when collapsed, where the label is hidden.
      tooltip={collapsed ? undefined : false}
      selectedKeys={[pathname]}
      // A collapsed menu shows groups as pop-ups; forcing open keys there would pin them open.
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={({ key }) => {
        if (key === pathname) return;
        prefetchPage(key);
        navigate(key);
      }}
    />
  );
}
