/**
 * One series: a route pattern, a method and a status, with its count per bucket (not cumulative; what is past the
 * last bound is `count` less their sum), sum and count.
 */
interface Series {
  labels: { route: string; method: string; status: string };
  counts: number[];
  sum: number;
  count: number;
}

/** A sample as prom-client's registry formats it (the shape its own metrics' `get()` returns). */
interface Sample {
  metricName: string;
  labels: Record<string, string | number>;
  value: number;
}

/**
 * `http_request_duration_seconds`: a Prometheus histogram of the requests answered by route pattern, method and
 * status, kept as plain counters. Observing is a few lookups and increments, where prom-client's own Histogram
 * validates and hashes a label object on every observation (docs/performance.md, "Figures behind the code"). It is
 * registered in a prom-client Registry like any metric (`name`, `help`, `type`, `get()`): the registry formats it at
 * scrape time, with the same series and `le` buckets a Histogram exposes.
 */
export class RequestDurations {
  readonly name = 'http_request_duration_seconds';
  readonly help =
    'Requests answered, by route pattern, method and status, and how long until the answer went out (its _count counts them)';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  /** route → method → status → series: no string is built per request. */
  private readonly routes = new Map<string, Map<string, Map<number, Series>>>();

  constructor(private readonly buckets: readonly number[]) {}

  observe(route: string, method: string, status: number, seconds: number): void {
    let methods = this.routes.get(route);
    if (methods === undefined) this.routes.set(route, (methods = new Map()));
    let statuses = methods.get(method);
    if (statuses === undefined) methods.set(method, (statuses = new Map()));
    let series = statuses.get(status);
    if (series === undefined) {
      const labels = { route, method, status: String(status) };
      series = { labels, counts: new Array<number>(this.buckets.length).fill(0), sum: 0, count: 0 };
      statuses.set(status, series);
    }
    let i = 0;
    while (i < this.buckets.length && seconds > this.buckets[i]!) i++;
    if (i < this.buckets.length) series.counts[i]!++;
    series.sum += seconds;
    series.count++;
  }

  get(): { name: string; help: string; type: string; aggregator: string; values: Sample[] } {
    const values: Sample[] = [];
    for (const methods of this.routes.values()) {
      for (const statuses of methods.values()) {
        for (const s of statuses.values()) {
          let cumulative = 0;
          this.buckets.forEach((le, i) => {
            cumulative += s.counts[i]!;
            values.push({
              metricName: `${this.name}_bucket`,
              labels: { le, ...s.labels },
              value: cumulative,
            });
          });
          values.push({
            metricName: `${this.name}_bucket`,
            labels: { le: '+Inf', ...s.labels },
            value: s.count,
          });
          values.push({ metricName: `${this.name}_sum`, labels: s.labels, value: s.sum });
          values.push({ metricName: `${this.name}_count`, labels: s.labels, value: s.count });
        }
      }
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    this.routes.clear();
  }
}
