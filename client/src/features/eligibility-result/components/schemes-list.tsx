import type { SchemeResult, SchemeStatus } from '@core/eligibility/types';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatEur, formatPercent } from '@/lib/format';
import { useResultText } from '../lib/use-result-text';

const BADGE: Record<SchemeStatus, 'success' | 'warning' | 'secondary'> = { qualifies: 'success', nearly: 'warning', doesNotApply: 'secondary' };

/**
 * First-home schemes of the property country (issue 14) as their own routes: whether the
 * applicant qualifies, nearly does (and what is missing) or why it does not apply, with the
 * scheme's source. Shown only when the engine lists one.
 */
export function SchemesList({ schemes }: { schemes: SchemeResult[] }) {
  const { t, language, message } = useResultText();
  if (schemes.length === 0) return null;
  return (
    <Card data-testid="result-schemes">
      <CardHeader>
        <CardTitle as="h3">{t('schemes.title')}</CardTitle>
        <CardDescription>{t('schemes.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {schemes.map((scheme) => (
            <li key={scheme.key} className="grid gap-2 rounded-xl border border-border p-4 text-sm" data-testid="result-scheme" data-status={scheme.status}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                {/* Known schemes have their name translated; one an admin adds shows its own. */}
                <h4 className="font-semibold">{t(`schemes.name.${scheme.key}`, { defaultValue: scheme.name })}</h4>
                <Badge variant={BADGE[scheme.status]}>{t(`schemes.status.${scheme.status}`)}</Badge>
              </div>
              <p>{t('schemes.downPayment', { pct: formatPercent(scheme.downPaymentShare * 100, language, 0) })}</p>
              {scheme.status === 'qualifies' && scheme.maxLoanAmount > 0 ? (
                <p data-testid="result-scheme-lends">
                  {/* The payment is for the scheme's loan (issue 19): said "for €X", never beside a figure it is not of. */}
                  {scheme.loanAmount > 0 && scheme.monthlyPayment > 0
                    ? t('schemes.lendsFor', {
                        amount: formatEur(scheme.maxLoanAmount, language),
                        loan: formatEur(scheme.loanAmount, language),
                        payment: formatEur(scheme.monthlyPayment, language, { cents: 'ifAny' }),
                      })
                    : t('schemes.lends', { amount: formatEur(scheme.maxLoanAmount, language) })}
                </p>
              ) : null}
              {scheme.note ? (
                <p className="text-muted-foreground" data-testid="result-scheme-note">
                  {message(scheme.note)}
                </p>
              ) : null}
              {scheme.reasons.length > 0 ? (
                <ul className="grid gap-1 text-amber-900">
                  {scheme.reasons.map((reason) => (
                    <li key={reason.key}>• {message(reason)}</li>
                  ))}
                </ul>
              ) : null}
              <p className="text-xs text-muted-foreground">{t('schemes.source', { source: scheme.source })}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
