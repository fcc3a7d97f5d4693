import type { BankOffer } from '@core/eligibility/types';
import { formatApr, formatEur, formatPercent } from '@/lib/format';
import { useResultText } from '../lib/use-result-text';

function Figure({ label, value, testId, isStrong = false }: { label: string; value: string; testId: string; isStrong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 sm:grid sm:justify-start sm:gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={isStrong ? 'font-semibold tabular-nums' : 'font-medium tabular-nums'} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * A bank's offer priced in full (issue 14; MCD 2014/17/EU art. 17): the APRC (DAE in Romanian,
 * TAEG in French), the total cost of credit, the total amount payable, the monthly outgoing and
 * the cash needed at signing; then the same totals at the stressed rate.
 */
export function BankOfferFigures({ offer }: { offer: BankOffer }) {
  const { t, language } = useResultText();
  const eur = (amount: number) => formatEur(amount, language);
  const apr = (value: number | null) => (value === null ? t('offer.aprUnknown') : formatApr(value, language));
  const isStressDifferent = offer.stressedRate !== offer.rate;

  return (
    <div className="grid gap-3">
      <dl className="grid gap-2 text-sm sm:grid-cols-3 sm:gap-3">
        <Figure label={t('offer.apr')} value={apr(offer.apr)} testId="result-bank-apr" isStrong />
        <Figure label={t('offer.totalCost')} value={eur(offer.totalCostOfCredit)} testId="result-bank-total-cost" isStrong />
        <Figure label={t('offer.cashNeeded')} value={eur(offer.cashNeeded)} testId="result-bank-cash-needed" isStrong />
        <Figure label={t('offer.monthlyOutgoing')} value={formatEur(offer.monthlyOutgoing, language, { cents: 'ifAny' })} testId="result-bank-monthly-outgoing" />
        <Figure label={t('offer.totalPayable')} value={eur(offer.totalAmountPayable)} testId="result-bank-total-payable" />
      </dl>
      <p className="text-xs text-muted-foreground" data-testid="result-bank-stressed">
        {isStressDifferent
          ? t('offer.stressed', {
              rate: formatPercent(offer.stressedRate, language, 2),
              apr: apr(offer.aprStressed),
              totalCost: eur(offer.totalCostOfCreditStressed),
              totalPayable: eur(offer.totalAmountPayableStressed),
            })
          : t('offer.stressedSame', { rate: formatPercent(offer.rate, language, 2) })}
      </p>
    </div>
  );
}
