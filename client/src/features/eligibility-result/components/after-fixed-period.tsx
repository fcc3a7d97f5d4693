import type { FixedPeriodEnd } from '@core/eligibility/types';
import { formatEur, formatNumber, formatPercent } from '@/lib/format';
import { useResultText } from '../lib/use-result-text';

/**
 * The loan's instalment once its fixed period ends (issues 14 and 19): at the bank's own rate
 * after its fixed years, said neutrally since it may go down ("from month 37 the rate becomes
 * 2.80 %: €704.70"); or, for a fixed period the applicant chose, if the rate rose by the
 * country's stress add-on or by an illustrative rise, and it says which.
 */
export function AfterFixedPeriod({ end }: { end: FixedPeriodEnd }) {
  const { t, language } = useResultText();
  const years = (end.fromMonth - 1) / 12;
  const values = {
    rate: formatPercent(end.rate, language, 2),
    amount: formatEur(end.monthlyPayment, language, { cents: 'ifAny' }),
  };
  return (
    <p className="rounded-lg border border-border p-3 text-sm" data-testid="result-after-fixed">
      {end.riseBasis === 'bankRate'
        ? t('afterFixed.bankRate', { ...values, month: formatNumber(end.fromMonth, language) })
        : t(`afterFixed.${end.riseBasis}`, { ...values, count: years, years: formatNumber(years, language, 1), rise: formatNumber(end.risePp, language, 2) })}
    </p>
  );
}
