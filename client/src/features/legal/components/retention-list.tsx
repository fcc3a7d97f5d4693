import { useTranslation } from 'react-i18next';
import { describeRetentionPeriod, retentionRows } from '../lib/retention-rows';

/** How long each kind of data is kept: core/retention.ts, the list the purge job enforces (ADR 069). */
export function RetentionList() {
  const { t } = useTranslation('legal');
  return (
    <dl className="grid gap-3" data-testid="retention-list">
      {retentionRows().map(({ kind, period }) => (
        <div key={kind} className="grid gap-1 rounded-lg border border-border bg-card p-3 sm:grid-cols-[1fr_minmax(10rem,auto)] sm:gap-4" data-retention-kind={kind}>
          <dt>{t(`privacy.retention.kinds.${kind}`)}</dt>
          <dd className="font-medium sm:text-right">{describeRetentionPeriod(period, t)}</dd>
        </div>
      ))}
    </dl>
  );
}
