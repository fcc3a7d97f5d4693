import type { FixedPeriodEnd } from '@core/eligibility/types';
import { formatEur, formatNumber, formatPercent } from '@/lib/format';
import { useResultText } from '../lib/use-result-text';

/**
 * The payment once the fixed period ends, if the rate then rises (issue 14): by the country's
 * stress add-on, or by an illustrative rise where the country sets none, and it says which.
 */
export function AfterFixedPeriod({ end }: { end: FixedPeriodEnd }) {
  const { t, language } = useResultText();
  const years = (end.fromMonth - 1) / 12;
  return (
    <p className="rounded-lg border border-border p-3 text-sm" data-testid="result-after-fixed">
      {t(`afterFixed.${end.riseBasis}`, {
        count: years,
        years: formatNumber(years, language, 1),
        rise: formatNumber(end.risePp, language, 2),
        rate: formatPercent(end.rate, language, 2),
        amount: formatEur(end.monthlyPayment, language),
      })}
    </p>
  );
}
