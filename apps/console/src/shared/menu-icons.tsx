import { MENU_ICON_NAMES, menuIconName } from '@console/contract/menu-icons';
import { type ComponentType, memo, useEffect, useState } from 'react';
import * as shellIcons from './menu-icons-shell.ts';

type IconName = (typeof MENU_ICON_NAMES)[number];

// The other names a menu may be given (the menu editor offers all of MENU_ICON_NAMES) are in a chunk of their
// own, fetched when a menu first shows one: most users never see them (issue 12, the first load's weight). Each
// name is listed once, in a re-export file read as a namespace (the build keeps only those icons).
type Icons = Partial<Record<IconName, ComponentType>>;
/** A re-export file's icons, each a name the menu editor offers (a stray name fails the typecheck). */
type MenuIcons<T> = Icons & Record<Exclude<keyof T, IconName>, never>;
const SHELL_ICONS: MenuIcons<typeof shellIcons> = shellIcons;

let more: Icons | undefined;
/** Fetches the icons the shell does not carry (the menu editor, a menu given one of them). */
export const loadMoreMenuIcons = () =>
  import('./menu-icons-more.ts').then((m) => {
    more = m satisfies MenuIcons<typeof m>;
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
  if (!known) return shellIcons.AppstoreOutlined;
  return (Object.hasOwn(SHELL_ICONS, known) ? SHELL_ICONS[known] : more?.[known]) ?? iconLoadedLater(known);
}

/**
 * Drawn again only for another name: antd's Menu clones every item's icon at each of its renders (a new style
 * object each time), and a menu click draws every item, so each icon's four components were drawn for nothing.
 */
export const MenuIcon = memo(
  function MenuIcon({ name }: { name: string | undefined | null }) {
    const Icon = menuIconComponent(name);
    return <Icon />;
  },
  (a, b) => a.name === b.name,
);
