import { useEffect, useRef } from 'react';
import { useAfterPaint } from './after-paint.ts';

type Option = Record<string, unknown>;
type Chart = {
  setOption(o: Option, notMerge?: boolean): void;
  resize(): void;
  dispose(): void;
  on(e: string, f: (p: { name: string; dataIndex: number }) => void): void;
};

/**
 * An ECharts chart. ECharts is imported here, at first render: it lands in the report pages' own chunk, so no
 * other page downloads it. `onPick` gets the category of a clicked bar or point and its index (a drill-down);
 * `label` names the chart for a screen reader. While `pending` (the page's data is on its way) the import waits:
 * parsing ECharts (~140 KiB brotli) on arrival held back the rows of the table beside it. Once the data is there
 * it waits one more frame, so that the commit bringing the rows is painted before ECharts loads and draws
 * (issue 31: the data prefetched at the click often arrives before the page mounts).
 */
export function EChart({
  option,
  height = 320,
  onPick,
  label,
  pending = false,
}: {
  option: Option;
  height?: number;
  onPick?: (name: string, index: number) => void;
  label?: string;
  pending?: boolean;
}) {
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const latest = useRef(option);
  latest.current = option;
  // Once armed, stays so: a later refetch does not tear the chart down.
  const armed = useAfterPaint(!pending);
  useEffect(() => {
    if (!armed) return;
    let gone = false;
    void import('./echarts-lite.ts').then((echarts) => {
      if (gone || !el.current) return;
      const c = echarts.init(el.current) as unknown as Chart;
      c.on('click', (p) => pick.current?.(p.name, p.dataIndex));
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
  }, [armed]);
  useEffect(() => chart.current?.setOption(option, true), [option]);
  return <div ref={el} role={label ? 'img' : undefined} aria-label={label} style={{ width: '100%', height }} />;
}
