import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EChart } from './EChart.tsx';

const init = vi.fn(() => ({ setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn(), on: vi.fn() }));
vi.mock('./echarts-lite.ts', () => ({ init }));

describe('EChart', () => {
  it("waits with ECharts while the page's data is pending, then draws once, through later refetches", async () => {
    const option = { series: [] };
    const view = render(<EChart option={option} pending />);
    await new Promise((r) => setTimeout(r, 50));
    expect(init).not.toHaveBeenCalled();
    view.rerender(<EChart option={option} pending={false} />);
    await waitFor(() => expect(init).toHaveBeenCalledTimes(1));
    view.rerender(<EChart option={option} pending />);
    view.rerender(<EChart option={option} pending={false} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(init).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it('draws only after the frame that paints the data it came with (the rows beside it first)', async () => {
    init.mockClear();
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((f) => frames.push(f));
    try {
      const view = render(<EChart option={{ series: [] }} />);
      await new Promise((r) => setTimeout(r, 50));
      expect(init).not.toHaveBeenCalled();
      for (const f of frames.splice(0)) f(0);
      await waitFor(() => expect(init).toHaveBeenCalledTimes(1));
      view.unmount();
    } finally {
      raf.mockRestore();
    }
  });
});
