import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { VERDICTS, type Verdict } from '../../core/constants';

/**
 * The process's metrics (ADR 027), in one registry that GET /metrics writes in Prometheus's
 * text format. Counters are module-level, so any module increments them by importing this
 * file (the e-mail worker: `emailsSent.inc({ kind })`, `emailsFailed.inc({ kind })`). Sources
 * that belong to an app (its database pool, its queue) register a reader that runs at scrape
 * time; several apps in one process (tests) are summed.
 */
export const metricsRegistry = new Registry();

// Process CPU, memory, GC, handles, and the event-loop delay (nodejs_eventloop_lag_* from
// perf_hooks' monitorEventLoopDelay, sampled every 20 ms: nothing per request).
collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });

export const assessmentsSubmitted = new Counter({
  name: 'acasa_assessments_submitted_total',
  help: 'Assessments submitted (stored with their result).',
  registers: [metricsRegistry],
});

export const verdictsGiven = new Counter({
  name: 'acasa_verdicts_total',
  help: 'Verdicts of submitted assessments, by verdict.',
  labelNames: ['verdict'] as const,
  registers: [metricsRegistry],
});
// Every verdict appears from the first scrape, at 0: a rate() over a missing series says nothing.
for (const verdict of VERDICTS) verdictsGiven.inc({ verdict }, 0);

/** Counts one submitted assessment and its verdict. */
export function countSubmission(verdict: Verdict | null | undefined) {
  assessmentsSubmitted.inc();
  if (verdict) verdictsGiven.inc({ verdict });
}

/** E-mails handed to SMTP (or to the log without SMTP_URL), by kind (status_change, document_review, reminder, receipt, digest...). */
export const emailsSent = new Counter({
  name: 'acasa_emails_sent_total',
  help: 'E-mails sent, by kind.',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

/** Send attempts that failed (each retry that fails counts once), by kind. */
export const emailsFailed = new Counter({
  name: 'acasa_emails_failed_total',
  help: 'E-mail send attempts that failed, by kind.',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}
type PoolSource = () => PoolStats | undefined;
const poolSources = new Set<PoolSource>();

const poolGauge = (name: string, help: string, field: keyof PoolStats) =>
  new Gauge({
    name,
    help,
    registers: [metricsRegistry],
    collect() {
      let sum = 0;
      for (const source of poolSources) sum += source()?.[field] ?? 0;
      this.set(sum);
    },
  });
poolGauge('acasa_db_pool_connections', 'PostgreSQL connections open in the pool.', 'total');
poolGauge('acasa_db_pool_idle_connections', 'Open PostgreSQL connections not in use.', 'idle');
poolGauge('acasa_db_pool_waiting_requests', 'Queries waiting for a free connection.', 'waiting');
poolGauge('acasa_db_pool_max_connections', 'The pool size.', 'max');

/** Reports an app's database pool at scrape time; answers the function that stops it. */
export function registerPoolSource(source: PoolSource): () => void {
  poolSources.add(source);
  return () => poolSources.delete(source);
}

/** Jobs waiting per queue, read at scrape time (the job queue registers it: ADR 027). */
export type QueueDepthSource = () => Promise<Record<string, number>> | Record<string, number>;
const queueSources = new Set<QueueDepthSource>();

new Gauge({
  name: 'acasa_queue_depth',
  help: 'Jobs waiting in each queue (created or retrying, not yet active).',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    const totals: Record<string, number> = {};
    for (const source of queueSources) {
      try {
        for (const [queue, depth] of Object.entries(await source())) totals[queue] = (totals[queue] ?? 0) + depth;
      } catch {
        // A scrape must not fail because the queue cannot answer; readiness reports that.
      }
    }
    for (const [queue, depth] of Object.entries(totals)) this.set({ queue }, depth);
  },
});

/** The job queue plugs in here: `registerQueueDepth(async () => ({ 'email-send': n, ... }))`. */
export function registerQueueDepth(source: QueueDepthSource): () => void {
  queueSources.add(source);
  return () => queueSources.delete(source);
}
