/** Latency buckets in milliseconds (Prometheus histogram `le` bounds). */
const BUCKETS = [5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000];

type Series = { count: number; sum: number; buckets: number[] };
export type Gauge = { name: string; help: string; value: number };
/** A gauge read when the metrics are scraped (e.g. the job queue's depth, registered by the jobs area). */
export type GaugeSource = () => Promise<readonly [string, string, number][]>;

const label = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/** Request counts and latency histograms per route and status, kept in this process. */
export class RequestMetrics {
  private readonly series = new Map<string, Series>();
  private readonly sources: GaugeSource[] = [];

  observe(method: string, route: string, status: number, ms: number) {
    const key = `${method}\u0000${route}\u0000${status}`;
    let s = this.series.get(key);
    if (!s) {
      s = { count: 0, sum: 0, buckets: BUCKETS.map(() => 0) };
      this.series.set(key, s);
    }
    s.count++;
    s.sum += ms;
    for (let i = 0; i < BUCKETS.length; i++) if (ms <= BUCKETS[i]) s.buckets[i]++;
  }

  addGauges(source: GaugeSource) {
    this.sources.push(source);
  }

  async gauges(): Promise<[string, string, number][]> {
    const out: [string, string, number][] = [];
    for (const source of this.sources) out.push(...(await source()));
    return out;
  }

  render(gauges: Gauge[]): string {
    const lines = [
      '# HELP console_http_requests_total Requests answered, by route and status.',
      '# TYPE console_http_requests_total counter',
    ];
    const hist = ['# HELP console_http_request_duration_ms Time to answer, by route.', '# TYPE console_http_request_duration_ms histogram'];
    for (const [key, s] of this.series) {
      const [method, route, status] = key.split('\u0000');
      const base = `method="${label(method)}",route="${label(route)}",status="${status}"`;
      lines.push(`console_http_requests_total{${base}} ${s.count}`);
      for (let i = 0; i < BUCKETS.length; i++)
        hist.push(`console_http_request_duration_ms_bucket{${base},le="${BUCKETS[i]}"} ${s.buckets[i]}`);
      hist.push(`console_http_request_duration_ms_bucket{${base},le="+Inf"} ${s.count}`);
      hist.push(`console_http_request_duration_ms_sum{${base}} ${Math.round(s.sum * 1000) / 1000}`);
      hist.push(`console_http_request_duration_ms_count{${base}} ${s.count}`);
    }
    const gaugeLines = gauges.flatMap((g) => [`# HELP ${g.name} ${g.help}`, `# TYPE ${g.name} gauge`, `${g.name} ${g.value}`]);
    return `${[...lines, ...hist, ...gaugeLines].join('\n')}\n`;
  }
}
