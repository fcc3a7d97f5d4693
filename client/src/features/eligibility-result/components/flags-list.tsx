import { AlertTriangle, Info } from 'lucide-react';
import type { Flag } from '@core/eligibility/types';
import { cn } from '@/lib/utils';
import { useResultText } from '../lib/use-result-text';
import { STALE_RATES_FLAG } from './verdict-summary';

/**
 * Plain-language warnings (amber) and notes (blue) from the engine. The applicant's result says
 * the rates are stale beside the verdict, so the list leaves it out there; the broker's view,
 * which has no verdict box, keeps it.
 */
export function FlagsList({ flags, includeStaleRates = false }: { flags: Flag[]; includeStaleRates?: boolean }) {
  const { t, message } = useResultText();
  const shown = includeStaleRates ? flags : flags.filter((flag) => flag.key !== STALE_RATES_FLAG);
  if (shown.length === 0) return null;
  const ordered = [...shown].sort((a, b) => Number(a.severity === 'info') - Number(b.severity === 'info'));
  return (
    <section aria-labelledby="result-flags-title" className="grid gap-3">
      <h3 id="result-flags-title" className="text-lg font-semibold">
        {t('flags.title')}
      </h3>
      <ul className="grid gap-2" data-testid="result-flags">
        {ordered.map((flag) => {
          const isWarning = flag.severity === 'warning';
          const Icon = isWarning ? AlertTriangle : Info;
          return (
            <li
              key={flag.key}
              data-severity={flag.severity}
              className={cn(
                'flex items-start gap-3 rounded-lg border p-3 text-sm',
                isWarning ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-sky-200 bg-sky-50 text-sky-950',
              )}
            >
              <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', isWarning ? 'text-amber-700' : 'text-sky-700')} />
              <p>
                <span className="sr-only">{isWarning ? t('flags.warning') : t('flags.info')}: </span>
                {message(flag)}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
