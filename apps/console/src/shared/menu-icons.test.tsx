import { AppstoreOutlined, SettingOutlined } from '@ant-design/icons';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MenuIcon, menuIconComponent } from './menu-icons.tsx';

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
});
