import { readFileSync } from 'node:fs';
import { fromRoot } from '../../paths';
import type { Readiness } from '../../observability/readiness';
import type { HealthRepository } from './health.repository';

/** The newest migration this build ships (its `when` in meta/_journal.json). */
export function latestShippedMigration(): number {
  const journal = JSON.parse(readFileSync(fromRoot('server/db/migrations/meta/_journal.json'), 'utf8')) as { entries: Array<{ when: number }> };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * The built-in readiness checks (ADR 027): the database answers, and it has every migration this
 * build ships (a newer one, applied by a newer instance during a rolling deploy, is fine). Each
 * check asks the database itself: a probe's answer is never an earlier probe's.
 */
export function addDatabaseChecks(readiness: Readiness, repo: HealthRepository, expectedMigration = latestShippedMigration()) {
  readiness.add('database', async () => {
    await repo.ping();
  });
  readiness.add('migrations', async () => {
    const applied = await repo.latestAppliedMigration();
    return applied !== null && applied >= expectedMigration;
  });
}
