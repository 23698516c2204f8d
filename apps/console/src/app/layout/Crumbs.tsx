import { ConfigProvider, theme } from 'antd';
import { Fragment, useContext } from 'react';

/**
 * The header's trail (系统管理 / 用户管理): antd's Breadcrumb's markup and look for plain titles, without its code
 * (items with links, menus and icons, and its style hook: ~5 KB of every console page's first load, issue 31).
 * The styles are the ones antd gives the component, from the same theme tokens.
 */
export function Crumbs({ items }: { items: string[] }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const { token } = theme.useToken();
  const cls = getPrefixCls('breadcrumb');
  return (
    <nav
      className={cls}
      style={{ color: token.colorTextDescription, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: 'inherit' }}
    >
      <ol style={{ display: 'flex', flexWrap: 'wrap', margin: 0, padding: 0, listStyle: 'none' }}>
        {items.map((title, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a trail's steps are positions (two may read alike).
          <Fragment key={i}>
            {i > 0 && (
              <li className={`${cls}-separator`} aria-hidden="true" style={{ marginInline: token.marginXS }}>
                /
              </li>
            )}
            <li className={`${cls}-item`} style={i === items.length - 1 ? { color: token.colorText } : undefined}>
              <span className={`${cls}-link`}>{title}</span>
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
