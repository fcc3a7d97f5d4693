import { Building2, Landmark, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { AppliedLimit } from '@core/eligibility/types';
import type { LimitOrigin } from '@core/eligibility/limit-origins';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCalendarDate } from '@/lib/format-date';
import { formatEur, formatNumber, formatPercent } from '@/lib/format';
import { limitsByOrigin, limitSourceCase, limitValue } from '../lib/limit-sources';
import { useResultText } from '../lib/use-result-text';

const ICON: Record<LimitOrigin, LucideIcon> = { regulator: Landmark, bank: Building2, acasa: ShieldCheck };

function LimitItem({ limit }: { limit: AppliedLimit }) {
  const { t, language } = useResultText();
  const { unit, value } = limitValue(limit);
  const shown =
    unit === 'percent'
      ? formatPercent(value, language, 1)
      : unit === 'points'
        ? formatNumber(value, language, 2)
        : unit === 'years'
          ? formatNumber(value, language)
          : formatEur(value, language);
  const sourceCase = limitSourceCase(limit);
  const date = limit.verifiedOn ? formatCalendarDate(limit.verifiedOn, language) : null;
  return (
    <li className="grid gap-1 rounded-lg border border-border p-3" data-testid="result-limit" data-limit={limit.name} data-origin={limit.origin}>
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{t(`limit.${limit.name}`, { value: shown })}</span>
        {sourceCase === 'bankEstimate' ? <Badge variant="warning">{t('limits.estimate')}</Badge> : null}
      </p>
      <p className="text-xs text-muted-foreground">
        {t(`limits.source.${sourceCase}`, { bank: limit.bankName ?? '' })}
        {date ? ` ${t('limits.checkedOn', { date })}` : null}
      </p>
      {limit.source ? (
        // The rule's or the bank's own words can be long: folded away, for whoever wants to check.
        <details className="text-xs text-muted-foreground">
          <summary className="cursor-pointer font-medium text-primary">{t('limits.showSource')}</summary>
          <p className="mt-1 break-words">{limit.source}</p>
        </details>
      ) : null}
    </li>
  );
}

/**
 * "Where each limit comes from" (issue 19): each limit on the loan under whose it is, the
 * regulator's rules (with the rule and its date), the bank's practice (marked when it is our
 * estimate) and Acasa's prudence, which is never presented as a regulator's rule. The groups are
 * told apart by their headings and icons, not by colour.
 */
export function LimitSources({ limits }: { limits: AppliedLimit[] }) {
  const { t } = useResultText();
  const groups = limitsByOrigin(limits);
  if (groups.length === 0) return null;
  return (
    <Card data-testid="result-limits">
      <CardHeader>
        <CardTitle as="h3">{t('limits.title')}</CardTitle>
        <CardDescription>{t('limits.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {groups.map(({ origin, limits: items }) => {
          const Icon = ICON[origin];
          return (
            <section key={origin} aria-labelledby={`result-limits-${origin}`} className="grid gap-2" data-testid="result-limits-group" data-origin={origin}>
              <h4 id={`result-limits-${origin}`} className="flex items-center gap-2 font-semibold">
                <Icon aria-hidden="true" className="size-4 text-primary" />
                {t(`limits.origin.${origin}`)}
              </h4>
              <p className="text-xs text-muted-foreground">{t(`limits.originNote.${origin}`)}</p>
              <ul className="grid gap-2 text-sm">
                {items.map((limit, index) => (
                  <LimitItem key={`${limit.name}-${index}`} limit={limit} />
                ))}
              </ul>
            </section>
          );
        })}
      </CardContent>
    </Card>
  );
}
