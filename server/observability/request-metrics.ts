import type { Metric } from 'prom-client';
import { metricsRegistry } from './metrics';

/**
 * Request counts and latency per route, method and status (ADR 027), on the request hot path
 * (ADR 018): a Map lookup, two additions and a short bucket scan per answer. prom-client's own
 * Histogram validates and hashes its labels on every observation; here that work happens at
 * scrape time instead, when the series are turned into Prometheus's histogram shape.
 */
const BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const BUCKETS_MS = BUCKETS_SECONDS.map((seconds) => seconds * 1000);

interface Series {
  labels: { method: string; route: string; status: string };
  count: number;
  sumMs: number;
  /** Non-cumulative: counts[i] for BUCKETS_MS[i], the last for +Inf. */
  counts: number[];
}

/** What prom-client's registry reads from a metric at scrape time. */
interface Scraped {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  aggregator: 'sum';
  values: Array<{ metricName?: string; labels: Record<string, string | number>; value: number }>;
}

const series = new Map<string, Series>();
/** Caps the label sets an unbounded input could create (routes are the table's patterns, statuses a few). */
const MAX_SERIES = 5000;

/** An answer that matched no route is one series, whatever its URL. */
export const UNMATCHED_ROUTE = '(unmatched)';

export function observeRequest(method: string, route: string | undefined, statusCode: number, elapsedMs: number) {
  const key = `${method} ${statusCode} ${route}`;
  let entry = series.get(key);
  if (!entry) {
    if (series.size >= MAX_SERIES) return;
    entry = { labels: { method, route: route ?? UNMATCHED_ROUTE, status: String(statusCode) }, count: 0, sumMs: 0, counts: new Array(BUCKETS_MS.length + 1).fill(0) };
    series.set(key, entry);
  }
  entry.count += 1;
  entry.sumMs += elapsedMs;
  let bucket = 0;
  while (bucket < BUCKETS_MS.length && elapsedMs > BUCKETS_MS[bucket]) bucket += 1;
  entry.counts[bucket] += 1;
}

const requestsTotal = {
  name: 'acasa_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status.',
  type: 'counter' as const,
  aggregator: 'sum' as const,
  get(): Scraped {
    const values = [...series.values()].map((entry) => ({ labels: entry.labels, value: entry.count }));
    return { name: this.name, help: this.help, type: 'counter', aggregator: 'sum', values };
  },
};

const requestDuration = {
  name: 'acasa_http_request_duration_seconds',
  help: 'Time from request to answer, by method, route pattern and status.',
  type: 'histogram' as const,
  aggregator: 'sum' as const,
  get(): Scraped {
    const values: Scraped['values'] = [];
    for (const entry of series.values()) {
      let cumulative = 0;
      BUCKETS_SECONDS.forEach((le, index) => {
        cumulative += entry.counts[index];
        values.push({ metricName: `${this.name}_bucket`, labels: { ...entry.labels, le }, value: cumulative });
      });
      values.push({ metricName: `${this.name}_bucket`, labels: { ...entry.labels, le: '+Inf' }, value: entry.count });
      values.push({ metricName: `${this.name}_sum`, labels: entry.labels, value: entry.sumMs / 1000 });
      values.push({ metricName: `${this.name}_count`, labels: entry.labels, value: entry.count });
    }
    return { name: this.name, help: this.help, type: 'histogram', aggregator: 'sum', values };
  },
};

metricsRegistry.registerMetric(requestsTotal as unknown as Metric);
metricsRegistry.registerMetric(requestDuration as unknown as Metric);
