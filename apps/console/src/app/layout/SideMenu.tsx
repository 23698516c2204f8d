import { type KeyboardEvent, memo, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MenuIcon } from '../../shared/menu-icons.tsx';
import { groupKeysFor, type NavNode } from '../../shared/menu-model.ts';
import { prefetchCode, prefetchMenu, prefetchPage } from '../page-prefetch.ts';
import { HOME_KEY, HOME_TITLE } from '../tabs/tab-state.ts';

const pagePaths = (nodes: NavNode[]): string[] => nodes.flatMap((n) => (n.children ? pagePaths(n.children) : n.path ? [n.path] : []));
const HOME: NavNode = { key: HOME_KEY, label: HOME_TITLE, icon: 'HomeOutlined', path: HOME_KEY };

type Props = {
  node: NavNode;
  depth: number;
  /** The current page if it is this entry or under it, else '': an entry is drawn again only when its mark moves. */
  selected: string;
  open: string[];
  collapsed: boolean;
  onPick: (key: string) => void;
  onToggle: (key: string) => void;
};

const contains = (node: NavNode, key: string): boolean => node.key === key || (node.children?.some((c) => contains(c, key)) ?? false);
const markIn = (node: NavNode, selected: string) => (contains(node, selected) ? selected : '');

/**
 * One entry: a page, or a group with its entries below (inline) or beside it on hover (collapsed, where only the
 * icons show). Drawn again only when its own mark changes: a click draws the two pages whose mark moves.
 */
const Entry = memo(function Entry(props: Props) {
  const { node, depth, ...ctx } = props;
  const [hover, setHover] = useState<DOMRect | null>(null);
  const indent = { paddingInlineStart: ctx.collapsed && depth === 0 ? undefined : 24 + depth * 24 };
  if (!node.children) {
    const selected = ctx.selected !== '';
    return (
      <li role="none">
        <div
          role="menuitem"
          tabIndex={-1}
          data-path={node.key}
          aria-current={selected ? 'page' : undefined}
          title={ctx.collapsed && depth === 0 ? node.label : undefined}
          className={selected ? 'shell-menu-item shell-menu-selected' : 'shell-menu-item'}
          style={indent}
          // Pointing at an item is a good sign it will be opened: its code first, ahead of the idle prefetch.
          onMouseEnter={() => prefetchCode(node.key)}
          onClick={() => ctx.onPick(node.key)}
        >
          <MenuIcon name={node.icon} />
          <span className="shell-menu-label">{node.label}</span>
        </div>
      </li>
    );
  }
  const flyout = ctx.collapsed && depth === 0;
  const open = flyout ? hover !== null : ctx.open.includes(node.key);
  return (
    <li
      role="none"
      onMouseEnter={flyout ? (e) => setHover(e.currentTarget.getBoundingClientRect()) : undefined}
      onMouseLeave={flyout ? () => setHover(null) : undefined}
    >
      <div
        role="menuitem"
        tabIndex={-1}
        aria-haspopup="menu"
        aria-expanded={open}
        data-group={node.key}
        className={`shell-menu-item shell-menu-group${open ? ' shell-menu-open' : ''}${ctx.selected ? ' shell-menu-within' : ''}`}
        style={indent}
        onClick={flyout ? undefined : () => ctx.onToggle(node.key)}
      >
        <MenuIcon name={node.icon} />
        <span className="shell-menu-label">{node.label}</span>
        <span className="shell-menu-arrow" aria-hidden="true" />
      </div>
      {open ? (
        <ul
          role="menu"
          aria-label={node.label}
          className={flyout ? 'shell-menu-flyout' : 'shell-menu-sub'}
          style={flyout && hover ? { top: hover.top, left: hover.right } : undefined}
        >
          {node.children.map((child) => (
            <Entry
              key={child.key}
              {...ctx}
              node={child}
              depth={flyout ? 0 : depth + 1}
              selected={markIn(child, ctx.selected)}
              collapsed={flyout ? false : ctx.collapsed}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
});

/** Up and Down walk the entries shown, Enter or Space opens one, Right and Left open and close a group. */
function onKeys(e: KeyboardEvent<HTMLElement>) {
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const item = items[at];
  const step = { ArrowDown: 1, ArrowUp: -1 }[e.key];
  if (step !== undefined) {
    e.preventDefault();
    items[Math.min(items.length - 1, Math.max(0, at + step))]?.focus();
  } else if (item && (e.key === 'Enter' || e.key === ' ')) {
    e.preventDefault();
    item.click();
  } else if (item && e.key === (item.getAttribute('aria-expanded') === 'true' ? 'ArrowLeft' : 'ArrowRight') && item.dataset.group) {
    item.click();
  }
}

/** Home first, then the signed-in user's menu groups (spec §2 layout shell). */
export function SideMenu({ nav, collapsed }: { nav: NavNode[]; collapsed: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState<string[]>(() => groupKeysFor(nav, pathname));
  const at = useRef(pathname);
  at.current = pathname;
  // Every page of the menu is a likely next click: its code loads while the user reads the current one.
  useEffect(() => prefetchMenu(pagePaths(nav)), [nav]);

  // Following a tab or the back button into another group opens that group too; a click inside an open group
  // keeps the very same keys.
  useEffect(() => {
    const wanted = groupKeysFor(nav, pathname);
    setOpen((was) => (wanted.every((k) => was.includes(k)) ? was : [...new Set([...was, ...wanted])]));
  }, [nav, pathname]);

  const onPick = useCallback(
    (key: string) => {
      if (key === at.current) return;
      prefetchPage(key);
      navigate(key);
    },
    [navigate],
  );
  const onToggle = useCallback((key: string) => setOpen((was) => (was.includes(key) ? was.filter((k) => k !== key) : [...was, key])), []);

  return (
    <nav className={collapsed ? 'shell-menu shell-menu-collapsed' : 'shell-menu'} onKeyDown={onKeys}>
      <ul role="menu" aria-orientation="vertical" tabIndex={0} className="shell-menu-list">
        {[HOME, ...nav].map((node) => (
          <Entry
            key={node.key}
            node={node}
            depth={0}
            selected={markIn(node, pathname)}
            open={open}
            collapsed={collapsed}
            onPick={onPick}
            onToggle={onToggle}
          />
        ))}
      </ul>
    </nav>
  );
}
