import { AppstoreOutlined, BellOutlined, SettingOutlined } from '@ant-design/icons';
import { MENU_ICON_NAMES } from '@console/contract/menu-icons';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMoreMenuIcons, MenuIcon, menuIconComponent } from './menu-icons.tsx';

describe('menu icons', () => {
  it('finds an icon by its name as written by hand', () => {
    expect(menuIconComponent('SettingOutlined')).toBe(SettingOutlined);
    expect(menuIconComponent('setting-outlined')).toBe(SettingOutlined);
  });

  it('never crashes on an unknown name: object keys such as constructor or __proto__ fall back to the default icon', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'NoSuchIcon', '', null, undefined]) {
      expect(menuIconComponent(name)).toBe(AppstoreOutlined);
      expect(() => render(<MenuIcon name={name} />)).not.toThrow();
    }
  });

  it('draws an icon the shell does not carry once its chunk is there, and every allowed name has its own icon', async () => {
    const { container } = render(<MenuIcon name="BellOutlined" />);
    await waitFor(() => expect(container.querySelector('[aria-label="bell"]')).not.toBeNull());
    await loadMoreMenuIcons();
    expect(menuIconComponent('BellOutlined')).toBe(BellOutlined);
    for (const name of MENU_ICON_NAMES) {
      const Icon = menuIconComponent(name);
      if (name !== 'AppstoreOutlined') expect(Icon, name).not.toBe(AppstoreOutlined);
      expect(Icon.name, name).not.toBe('MenuIconLater');
    }
  });
});
