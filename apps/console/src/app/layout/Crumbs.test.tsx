import { render } from '@testing-library/react';
import { Breadcrumb, ConfigProvider, theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { Crumbs } from './Crumbs.tsx';

/** The markup without what styles it (antd's style-hook classes; ours are inline). */
const bare = (html: string) => html.replace(/ style="[^"]*"/g, '').replace(/ css-[\w-]+/g, '');

describe('Crumbs', () => {
  it("draws antd's Breadcrumb's markup for plain titles, under the app's prefix", () => {
    for (const items of [['系统管理', '用户管理'], ['首页'], ['报表', '报表', '销售']]) {
      const antd = render(
        <ConfigProvider prefixCls="biz">
          <Breadcrumb items={items.map((title) => ({ title }))} />
        </ConfigProvider>,
      ).container.innerHTML;
      const ours = render(
        <ConfigProvider prefixCls="biz">
          <Crumbs items={items} />
        </ConfigProvider>,
      ).container.innerHTML;
      expect(bare(ours)).toBe(bare(antd));
    }
  });

  it('colours the steps as antd does: the last in the text colour, the others and the separators muted', () => {
    const token = theme.getDesignToken();
    const probe = (color: string) => Object.assign(document.createElement('b').style, { color }).color;
    const { container } = render(<Crumbs items={['系统管理', '用户管理']} />);
    const [first, last] = container.querySelectorAll<HTMLElement>('.ant-breadcrumb-item');
    expect(container.querySelector('nav')?.style.color).toBe(probe(token.colorTextDescription));
    expect(first.style.color).toBe('');
    expect(last.style.color).toBe(probe(token.colorText));
    expect(container.querySelector<HTMLElement>('.ant-breadcrumb-separator')?.style.marginInline).toBe(`${token.marginXS}px`);
  });
});
