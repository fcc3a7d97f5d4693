import { useTranslation } from 'react-i18next';
import { fieldsShownTo } from '@core/assessment-fields';
import type { OfferedLoan } from '@core/eligibility/types';
import type { ReviewAssessment } from '@core/schemas/broker';
import { formatEur, formatMoney, formatPercent } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { AnswerItems } from './answer-items';
import { DetailItem, DetailList, DetailSection } from './detail-list';

const amountOf = (value: string | null) => (value === null || value === '' ? null : Number(value));

/**
 * The loan (issue 19: one loan, one payment): what was asked for, the most partner banks lend,
 * and the one loan offered with its bank, currency, rate, term and first instalment. No payment
 * is shown when no loan can be made, nor for a result from before issue 19 (its stored payment
 * was the loan asked for's). The answers beside them are the field registry's loan section (shownTo.broker).
 */
export function LoanDetails({ assessment, loan }: { assessment: ReviewAssessment; loan: OfferedLoan | 'none' | null }) {
  const { t } = useTranslation('broker');
  const language = useLanguage();
  const notSpecified = t('translation:common.notSpecified');
  const eur = (value: string | null) => {
    const amount = amountOf(value);
    return amount === null ? notSpecified : formatEur(amount, language);
  };
  const offered = loan !== null && loan !== 'none' ? loan : null;
  const percent = (rate: number) => formatPercent(rate, language, 2);
  const years = offered ? Math.round(offered.termMonths / 12) : 0;
  const fixedYears = offered?.rateChangesFromMonth ? Math.round((offered.rateChangesFromMonth - 1) / 12) : null;

  /** The loan asked for, beside the most banks lend and the one loan offered. */
  const askedAndOffered = (
    <>
      <DetailItem label={t('detail.loanAsked')} testId="broker-desired-loan">
        {eur(assessment.desiredLoanAmount)}
      </DetailItem>
      <DetailItem label={t('detail.maxLoan')} testId="broker-max-loan">
        {eur(assessment.maxLoanAmount)}
      </DetailItem>
      <DetailItem label={t('detail.offeredLoan')} testId="broker-offered-loan">
        {offered
          ? offered.bankName
            ? t('detail.offeredBy', { amount: formatEur(offered.amount, language), bank: offered.bankName })
            : t('detail.offeredTypical', { amount: formatEur(offered.amount, language) })
          : loan === 'none'
            ? t('detail.noLoan')
            : notSpecified}
      </DetailItem>
      {offered ? (
        <>
          <DetailItem label={t('detail.monthlyPayment')} testId="broker-monthly-payment">
            <span className="grid gap-0.5">
              <span>{formatEur(offered.monthlyPayment, language, { cents: true })}</span>
              <span className="text-xs font-normal text-muted-foreground">{t('detail.firstInstalment')}</span>
            </span>
          </DetailItem>
          <DetailItem label={t('detail.loanCurrency')} testId="broker-loan-currency">
            {offered.currency === 'EUR'
              ? offered.currency
              : t('detail.loanInCurrency', { currency: offered.currency, amount: formatMoney(offered.amountInLoanCurrency, offered.currency, language) })}
          </DetailItem>
          <DetailItem label={t('detail.rateTerm')} testId="broker-rate-term">
            {offered.rateAfter !== null && fixedYears
              ? t('detail.rateFixedThen', { rate: percent(offered.rate), fixedYears, rateAfter: percent(offered.rateAfter), years })
              : t('detail.rateFor', { rate: percent(offered.rate), years })}
          </DetailItem>
        </>
      ) : null}
    </>
  );

  return (
    <DetailSection title={t('detail.loan')} id="broker-detail-loan">
      <DetailList className="lg:grid-cols-3">
        <AnswerItems
          answers={assessment}
          names={fieldsShownTo('broker', 'loan')}
          composed={{
            desiredLoanAmount: askedAndOffered,
            loanCurrency: (
              <DetailItem label={t('detail.chosenCurrency')} testId="broker-chosen-currency">
                {assessment.loanCurrency ?? t('detail.currencyNotChosen')}
              </DetailItem>
            ),
          }}
        />
      </DetailList>
    </DetailSection>
  );
}
