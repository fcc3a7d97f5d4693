import { Counter } from 'prom-client';
import { metricsRegistry } from '../../observability/metrics';

/** Rows (and their files) the retention job deleted, by kind of core/retention.ts: an operator sees the policy working. */
export const retentionPurged = new Counter({
  name: 'acasa_retention_purged_total',
  help: 'Rows deleted by the retention job because their period was over, by kind.',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});
