import { resetBrowser, stubBrowser } from '@console/web-kit/test-kit';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserMenu } from './UserMenu.tsx';

beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  resetBrowser();
});

describe('UserMenu', () => {
  it('opens on click with 修改密码 and 退出登录, runs the one picked and closes; Escape closes it too', () => {
    const onPassword = vi.fn();
    const onLogout = vi.fn();
    render(<UserMenu onPassword={onPassword} onLogout={onLogout} />);
    const button = screen.getByTestId('user-menu');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent?.trim())).toEqual(['修改密码', '退出登录']);
    fireEvent.click(screen.getByRole('menuitem', { name: /退出登录/ }));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.mouseEnter(button);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onPassword).not.toHaveBeenCalled();
  });

  it('keeps the menu the pointer opened when the click follows, and a second click closes it', () => {
    render(<UserMenu onPassword={vi.fn()} onLogout={vi.fn()} />);
    const button = screen.getByTestId('user-menu');
    fireEvent.mouseEnter(button);
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menuitem', { name: /修改密码/ })).toBeTruthy();
    fireEvent.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
