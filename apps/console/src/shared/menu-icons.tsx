import { MENU_ICON_NAMES, menuIconName } from '@console/contract/menu-icons';
import {
  ApartmentOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  DatabaseOutlined,
  FieldTimeOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  GiftOutlined,
  HomeOutlined,
  IdcardOutlined,
  MenuOutlined,
  PayCircleOutlined,
  ProfileOutlined,
  ReadOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  SyncOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { type ComponentType, useEffect, useState } from 'react';

type IconName = (typeof MENU_ICON_NAMES)[number];

// The icons of the built-in menu tree (apps/server/src/db/menu-tree.ts) and the default load with the shell.
// The other names a menu may be given (the menu editor offers all of MENU_ICON_NAMES) are in a chunk of their
// own, fetched when a menu first shows one: most users never see them (issue 12, the first load's weight).
const SHELL_ICONS: Partial<Record<IconName, ComponentType>> = {
  ApartmentOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  DatabaseOutlined,
  FieldTimeOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  GiftOutlined,
  HomeOutlined,
  IdcardOutlined,
  MenuOutlined,
  PayCircleOutlined,
  ProfileOutlined,
  ReadOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  SyncOutlined,
  TeamOutlined,
  UserOutlined,
};

let more: Partial<Record<IconName, ComponentType>> | undefined;
/** Fetches the icons the shell does not carry (the menu editor, a menu given one of them). */
export const loadMoreMenuIcons = () =>
  import('./menu-icons-more.tsx').then((m) => {
    more = m.MORE_MENU_ICONS;
    return more;
  });

/** Stands for an icon of the separate chunk: an empty icon box until the chunk is there, then the icon. */
const later = new Map<IconName, ComponentType>();
function iconLoadedLater(name: IconName): ComponentType {
  let Icon = later.get(name);
  if (!Icon) {
    Icon = function MenuIconLater() {
      const [Loaded, setLoaded] = useState(() => more?.[name]);
      useEffect(() => {
        if (!Loaded) void loadMoreMenuIcons().then((m) => setLoaded(() => m[name]));
      }, [Loaded]);
      return Loaded ? <Loaded /> : <span className="anticon" aria-hidden="true" style={{ width: '1em', height: '1em' }} />;
    };
    later.set(name, Icon);
  }
  return Icon;
}

export { MENU_ICON_NAMES };

/**
 * The component for a stored icon name; anything unknown (a hand-edited row, `constructor`, `__proto__`)
 * falls back to the default icon instead of crashing the sidebar.
 */
export function menuIconComponent(name: string | undefined | null): ComponentType {
  const known = menuIconName(name) as IconName | undefined;
  if (!known) return AppstoreOutlined;
  return (Object.hasOwn(SHELL_ICONS, known) ? SHELL_ICONS[known] : more?.[known]) ?? iconLoadedLater(known);
}

export function MenuIcon({ name }: { name: string | undefined | null }) {
  const Icon = menuIconComponent(name);
  return <Icon />;
}
