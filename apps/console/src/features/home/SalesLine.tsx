import { centsToYuan, yuan } from '@console/contract/money';
import { useEffect, useRef } from 'react';

type Point = { date: string; amount: number; orderCount: number };

/** The last 30 days of sales as a line; ECharts is imported at first render, so only this card downloads it. */
export function SalesLine({ points }: { points: Point[] }) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let chart: { dispose(): void; resize(): void } | undefined;
    let gone = false;
    const resize = () => chart?.resize();
    void import('./echarts-line.ts').then(({ init }) => {
      if (gone || !el.current) return;
      const c = init(el.current);
      c.setOption({
        grid: { left: 56, right: 16, top: 16, bottom: 28 },
        tooltip: {
          trigger: 'axis',
          formatter: (ps: { dataIndex: number }[]) => {
            const p = points[ps[0].dataIndex];
            return `${p.date}<br/>销售额 ${yuan(p.amount)}<br/>订单数 ${p.orderCount}`;
          },
        },
        xAxis: { type: 'category', data: points.map((p) => p.date.slice(5)) },
        yAxis: { type: 'value', axisLabel: { formatter: (v: number) => centsToYuan(v) } },
        series: [{ type: 'line', smooth: false, areaStyle: { opacity: 0.12 }, data: points.map((p) => p.amount) }],
      });
      chart = c;
      window.addEventListener('resize', resize);
    });
    return () => {
      gone = true;
      window.removeEventListener('resize', resize);
      chart?.dispose();
    };
  }, [points]);
  return <div ref={el} className="home-sales" aria-label="近30天销售额" />;
}
