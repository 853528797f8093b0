import { Histogram, Registry, type Metric } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestDurations } from './request-metrics.js';

const BUCKETS = [0.001, 0.01, 0.1, 1];

describe('RequestDurations', () => {
  it('exposes what prom-client’s own Histogram exposes for the same observations', async () => {
    const ours = new Registry();
    const durations = new RequestDurations(BUCKETS);
    ours.registerMetric(durations as unknown as Metric);
    const theirs = new Registry();
    const histogram = new Histogram({
      name: durations.name,
      help: durations.help,
      labelNames: ['route', 'method', 'status'] as const,
      buckets: BUCKETS,
      registers: [theirs],
    });
    // On a bound, between bounds, past the last one, zero; two routes, two statuses, a label needing escapes.
    const observations: [string, string, number, number][] = [
      ['/a/:id', 'GET', 200, 0.001],
      ['/a/:id', 'GET', 200, 0.0042],
      ['/a/:id', 'GET', 200, 7],
      ['/a/:id', 'GET', 404, 0],
      ['/b', 'POST', 201, 0.5],
      ['/c/"quoted"\\', 'GET', 200, 0.02],
    ];
    for (const [route, method, status, seconds] of observations) {
      durations.observe(route, method, status, seconds);
      histogram.labels(route, method, String(status)).observe(seconds);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
    durations.reset();
    histogram.reset();
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });
});
