import type { AutoAllocLine } from '@console/contract/alloc';
import { useEffect, useRef } from 'react';

/** echarts, loaded with the first chart only (this page's own chunk stays small), with just the bar chart's parts. */
const loadCharts = async () => {
  const [core, charts, components, renderers] = await Promise.all([
    import('echarts/core'),
    import('echarts/charts'),
    import('echarts/components'),
    import('echarts/renderers'),
  ]);
  core.use([charts.BarChart, components.GridComponent, components.TooltipComponent, components.LegendComponent, renderers.CanvasRenderer]);
  return core;
};

/** The preview as bars: each code's sell-out beside the quota it would get. */
export function QuotaChart({ lines }: { lines: AutoAllocLine[] }) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let dispose = () => {};
    let gone = false;
    loadCharts().then((echarts) => {
      if (gone || !el.current) return;
      const chart = echarts.init(el.current);
      chart.setOption({
        tooltip: { trigger: 'axis' },
        legend: { data: ['出货量', '分配配额'] },
        grid: { left: 48, right: 24, top: 40, bottom: 64 },
        xAxis: {
          type: 'category',
          data: lines.map((l) => l.name || l.code),
          axisLabel: { show: lines.length <= 20, interval: 0, rotate: lines.length > 8 ? 30 : 0 },
        },
        yAxis: { type: 'value', minInterval: 1 },
        series: [
          { name: '出货量', type: 'bar', data: lines.map((l) => l.sellout), itemStyle: { color: '#91caff' } },
          {
            name: '分配配额',
            type: 'bar',
            data: lines.map((l) => l.quota),
            itemStyle: { color: '#1677ff' },
            label: { show: true, position: 'top' },
          },
        ],
      });
      const resize = () => chart.resize();
      window.addEventListener('resize', resize);
      dispose = () => {
        window.removeEventListener('resize', resize);
        chart.dispose();
      };
    });
    return () => {
      gone = true;
      dispose();
    };
  }, [lines]);
  return <div ref={el} style={{ width: '100%', height: 320 }} aria-label="分配图表" />;
}
