import { Button, Input, Popover, Space } from 'antd';
import { type ReactNode, useState } from 'react';

type Icons = { names: readonly string[]; render: (name: string) => ReactNode };

/** Picks one icon by name from a searchable grid (a form control: value / onChange), e.g. a menu's icon. */
export function IconPicker(props: { icons: Icons; placeholder: string; value?: string; onChange?: (name: string) => void }) {
  const { icons, value, onChange } = props;
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const names = icons.names.filter((n) => n.toLowerCase().includes(filter.trim().toLowerCase()));
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
            {icons.render(n)}
          </Button>
        ))}
      </div>
    </div>
  );
  return (
    <Popover content={grid} trigger="click" open={open} onOpenChange={setOpen} placement="bottomLeft">
      <Button>
        <Space>
          {value ? icons.render(value) : null}
          {value || props.placeholder}
        </Space>
      </Button>
    </Popover>
  );
}
