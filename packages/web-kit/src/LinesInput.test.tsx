import { fireEvent } from '@testing-library/react';
import { Input } from 'antd';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type LineControl, LinesInput, numberControl } from './LinesInput.tsx';
import { button, resetBrowser, show, stubBrowser } from './test-kit.tsx';

type Line = { name: string; tags: string[] };
const controls: LineControl<Line>[] = [
  {
    title: '名称',
    render: (l, set, i) => <Input aria-label={`名称${i + 1}`} value={l.name} onChange={(e) => set({ name: e.target.value })} />,
  },
];
const names = () => [...document.querySelectorAll<HTMLInputElement>('input[aria-label^="名称"]')].map((i) => i.value);

/** The control inside a form item: it keeps its lines in state, as a form would, and shows them as JSON. */
function Host(props: { layout?: 'rows' | 'table'; start?: Line[] }) {
  const [lines, setLines] = useState<Line[]>(props.start ?? []);
  return (
    <>
      <LinesInput<Line>
        value={lines}
        onChange={setLines}
        blank={() => ({ name: '', tags: [] })}
        controls={controls}
        addText="添加一行"
        layout={props.layout}
        emptyText="暂无行"
        footer={<span>提示文字</span>}
      />
      <pre data-testid="value">{JSON.stringify(lines)}</pre>
    </>
  );
}
const value = () => JSON.parse(document.querySelector('[data-testid="value"]')?.textContent ?? 'null') as Line[];

beforeEach(stubBrowser);
afterEach(resetBrowser);

describe('LinesInput', { timeout: 30_000 }, () => {
  for (const layout of ['rows', 'table'] as const) {
    it(`${layout}: adds blank lines, edits one line only and removes the one asked`, async () => {
      await show(<Host layout={layout} start={[{ name: '甲', tags: [] }]} />);
      fireEvent.click(button('添加一行'));
      fireEvent.click(button('添加一行'));
      expect(names()).toEqual(['甲', '', '']);
      fireEvent.change(document.querySelector('input[aria-label="名称2"]') as HTMLInputElement, { target: { value: '乙' } });
      expect(names()).toEqual(['甲', '乙', '']);
      const removes = [...document.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === '删除');
      fireEvent.click(removes[0] as HTMLButtonElement);
      expect(value()).toEqual([
        { name: '乙', tags: [] },
        { name: '', tags: [] },
      ]);
      expect(document.body.textContent).toContain('提示文字');
    });
  }

  it('each new line is its own object (a blank is never shared)', async () => {
    await show(<Host />);
    fireEvent.click(button('添加一行'));
    fireEvent.click(button('添加一行'));
    const [a, b] = value();
    expect(a).toEqual({ name: '', tags: [] });
    fireEvent.change(document.querySelector('input[aria-label="名称1"]') as HTMLInputElement, { target: { value: '丙' } });
    expect(value()).toEqual([
      { name: '丙', tags: [] },
      { name: '', tags: [] },
    ]);
    expect(b).toEqual({ name: '', tags: [] });
  });

  it('the table layout shows the headings, 操作 and the empty text', async () => {
    await show(<Host layout="table" />);
    const headings = [...document.querySelectorAll('th')].map((t) => t.textContent);
    expect(headings).toEqual(['名称', '操作']);
    expect(document.body.textContent).toContain('暂无行');
  });

  it('numberControl: a cleared box is 0, shown empty only where zero is no answer', async () => {
    type Qty = { quantity: number; stock: number };
    function Numbers() {
      const [lines, setLines] = useState<Qty[]>([{ quantity: 2, stock: 5 }]);
      return (
        <>
          <LinesInput<Qty>
            value={lines}
            onChange={setLines}
            blank={() => ({ quantity: 1, stock: 0 })}
            addText="添加"
            controls={[
              numberControl<Qty>('quantity', { 'aria-label': '数量', zeroShowsEmpty: true }),
              numberControl<Qty>('stock', { 'aria-label': '库存' }),
            ]}
          />
          <pre data-testid="value">{JSON.stringify(lines)}</pre>
        </>
      );
    }
    await show(<Numbers />);
    const box = (label: string) => document.querySelector(`input[aria-label="${label}"]`) as HTMLInputElement;
    fireEvent.change(box('数量'), { target: { value: '' } });
    fireEvent.change(box('库存'), { target: { value: '' } });
    expect(JSON.parse(document.querySelector('[data-testid="value"]')?.textContent ?? '')).toEqual([{ quantity: 0, stock: 0 }]);
    fireEvent.blur(box('数量'));
    fireEvent.blur(box('库存'));
    expect(box('数量').value).toBe('');
    expect(box('库存').value).toBe('0');
  });
});
