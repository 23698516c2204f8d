import { Button, Input, Popover, Space } from 'antd';
import { useState } from 'react';
import { MENU_ICON_NAMES, MenuIcon } from '../../shared/menu-icons.tsx';

/** Picks a menu icon from the console's icon list (a form control: value / onChange). */
export function IconPicker({ value, onChange }: { value?: string; onChange?: (name: string) => void }) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const names = MENU_ICON_NAMES.filter((n) => n.toLowerCase().includes(filter.trim().toLowerCase()));
  const grid = (
    <div style={{ width: 360 }}>
      <Input
        allowClear
        size="small"
        placeholder="搜索图标"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: 4, maxHeight: 240, overflowY: 'auto' }}>
        {names.map((n) => (
          <Button
            key={n}
            title={n}
            aria-label={n}
            type={n === value ? 'primary' : 'text'}
            style={{ fontSize: 18, height: 40 }}
            onClick={() => {
              onChange?.(n);
              setOpen(false);
            }}
          >
            <MenuIcon name={n} />
          </Button>
        ))}
      </div>
    </div>
  );
  return (
    <Popover content={grid} trigger="click" open={open} onOpenChange={setOpen} placement="bottomLeft">
      <Button>
        <Space>
          {value ? <MenuIcon name={value} /> : null}
          {value || '请选择菜单图标'}
        </Space>
      </Button>
    </Popover>
  );
}
