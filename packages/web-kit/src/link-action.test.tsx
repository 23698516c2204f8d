import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LinkAction } from './link-action.tsx';
import { resetBrowser, stubBrowser } from './test-kit.tsx';

beforeEach(stubBrowser);
afterEach(resetBrowser);

const inBiz = (node: React.ReactNode) => render(<ConfigProvider prefixCls="biz">{node}</ConfigProvider>);

describe('LinkAction', () => {
  it("wears exactly the classes and inner markup of antd's small link button, plain and danger", () => {
    for (const danger of [false, true]) {
      const antd = inBiz(
        <Button type="link" size="small" danger={danger}>
          改地址
        </Button>,
      ).container.innerHTML;
      const light = inBiz(<LinkAction danger={danger}>改地址</LinkAction>).container.innerHTML;
      expect(light).toBe(antd);
    }
  });

  it('keeps its text as the accessible name and calls onClick', () => {
    const onClick = vi.fn();
    inBiz(<LinkAction onClick={onClick}>详情</LinkAction>);
    fireEvent.click(screen.getByRole('button', { name: '详情' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('creates no pop-up until clicked, then asks before the step runs', async () => {
    const onConfirm = vi.fn();
    inBiz(
      [1, 2, 3].map((n) => (
        <LinkAction key={n} confirm={{ title: '审核订单', description: `确认审核订单 ${n} 吗？`, onConfirm }}>
          审核
        </LinkAction>
      )),
    );
    expect(document.querySelector('.biz-popconfirm')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: '审核' })[1]);
    expect(await screen.findByText('确认审核订单 2 吗？')).toBeTruthy();
    expect(document.querySelectorAll('.biz-popconfirm')).toHaveLength(1);
    expect(onConfirm).not.toHaveBeenCalled();
    // The button that asked keeps the keyboard's focus.
    expect(document.activeElement).toBe(screen.getAllByRole('button', { name: '审核' })[1]);
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledOnce());
  });

  it('runs nothing when the question is declined', async () => {
    const onConfirm = vi.fn();
    inBiz(<LinkAction confirm={{ description: '确认删除该品牌吗？', onConfirm }}>删除</LinkAction>);
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '取 消' }));
    await waitFor(() => expect(document.querySelector('.biz-popconfirm')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
