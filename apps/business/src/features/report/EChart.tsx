import { useEffect, useRef } from 'react';

type Option = Record<string, unknown>;
type Chart = {
  setOption(o: Option, notMerge?: boolean): void;
  resize(): void;
  dispose(): void;
  on(e: string, f: (p: { name: string }) => void): void;
};

/**
 * An ECharts chart. ECharts is imported here, at first render: it lands in the report pages' own chunk, so no
 * other page downloads it. `onPick` gets the category of a clicked bar or point (a drill-down).
 */
export function EChart({ option, height = 320, onPick }: { option: Option; height?: number; onPick?: (name: string) => void }) {
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const latest = useRef(option);
  latest.current = option;
  useEffect(() => {
    let gone = false;
    void import('./echarts-lite.ts').then((echarts) => {
      if (gone || !el.current) return;
      const c = echarts.init(el.current) as unknown as Chart;
      c.on('click', (p) => pick.current?.(p.name));
      chart.current = c;
      c.setOption(latest.current, true);
    });
    const resize = () => chart.current?.resize();
    window.addEventListener('resize', resize);
    return () => {
      gone = true;
      window.removeEventListener('resize', resize);
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => chart.current?.setOption(option, true), [option]);
  return <div ref={el} style={{ width: '100%', height }} />;
}
