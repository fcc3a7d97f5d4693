import type { ReferenceSyncReport } from './sync-reference-data';

const MAX_LISTED = 5;
const list = (keys: string[]) => keys.slice(0, MAX_LISTED).join(', ') + (keys.length > MAX_LISTED ? ` and ${keys.length - MAX_LISTED} more` : '');

/** What the start's log says about the reference data sync: nothing when it was up to date. */
export function describeReferenceSync(report: ReferenceSyncReport): { info?: string; warn?: string } {
  if (report.upToDate) return {};
  const changes = [
    report.inserted && `${report.inserted} added`,
    report.updated && `${report.updated} updated`,
    report.scoringVersion !== null && `scoring version ${report.scoringVersion}`,
  ].filter(Boolean);
  const kept = [
    report.keptEdited.length && `kept ${report.keptEdited.length} rows an admin changed (${list(report.keptEdited)})`,
    report.keptDeleted.length && `left ${report.keptDeleted.length} rows an admin deleted deleted (${list(report.keptDeleted)})`,
  ].filter(Boolean);
  return {
    info: `Reference data brought up to the shipped defaults: ${changes.length ? changes.join(', ') : 'no row changed'}.`,
    ...(kept.length ? { warn: `Reference data: ${kept.join('; ')}; their shipped defaults changed or differ (ADR 080).` } : {}),
  };
}
