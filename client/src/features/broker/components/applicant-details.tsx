import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewAssessment } from '@core/schemas/broker';
import { formatEur, formatMoney, localeFor } from '@/lib/format';
import { engineResultFromAssessment } from '@/lib/stored-result';
import { useCountryNames } from '@/lib/use-country-names';
import { useLanguage } from '@/lib/use-language';
import { reviewHouseholdOf, reviewLoanOf } from '../lib/household';
import { applicantName } from '../lib/review';
import { DetailItem, DetailList, DetailSection } from './detail-list';
import { EarnerIncomeValue, HouseholdDetails } from './household-details';
import { LoanDetails } from './loan-details';
import { ScoreBar } from './score-bar';

/** "14 months" / "14 luni" / "14 mois": Intl knows each language's plural forms. */
const formatMonths = (months: number, locale: string) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'month', unitDisplay: 'long' }).format(months);

const amountOf = (value: string | null) => (value === null || value === '' ? null : Number(value));

/**
 * Applicant info, location details and the financial profile of the evaluation dialog; issue 19
 * adds the household and the one loan offered, both read from the stored result, so every
 * income and payment beside the score is the one the score was computed on.
 */
export function ApplicantDetails({ assessment }: { assessment: ReviewAssessment }) {
  const { t } = useTranslation('broker');
  const language = useLanguage();
  const countryOf = useCountryNames();
  const notSpecified = t('translation:common.notSpecified');
  const { applicant } = assessment;
  const currency = assessment.incomeCurrency ?? 'EUR';
  const result = useMemo(() => engineResultFromAssessment(assessment), [assessment]);
  const household = reviewHouseholdOf(assessment, result);
  const loan = reviewLoanOf(result);

  const enumText = (group: string, value: string | null) => (value ? t(`translation:enums.${group}.${value}`, { defaultValue: value }) : notSpecified);
  const incomeMoney = (value: string | null) => {
    const amount = amountOf(value);
    return amount === null ? notSpecified : formatMoney(amount, currency, language);
  };
  const eur = (value: string | null) => {
    const amount = amountOf(value);
    return amount === null ? notSpecified : formatEur(amount, language);
  };
  const country = (code: string | null) => {
    const label = countryOf(code);
    return label ? `${label.flag} ${label.name}`.trim() : notSpecified;
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <DetailSection title={t('detail.applicant')} id="broker-detail-applicant">
          <DetailList>
            <DetailItem label={t('detail.name')} testId="broker-applicant-name">
              {applicantName(applicant)}
            </DetailItem>
            <DetailItem label={t('translation:fields.email')} testId="broker-applicant-email" isWide>
              <a href={`mailto:${applicant.email}`} className="text-primary underline-offset-4 hover:underline">
                {applicant.email}
              </a>
            </DetailItem>
            <DetailItem label={t('detail.plan')}>{t(`plan.${applicant.subscriptionPlan}`)}</DetailItem>
            <DetailItem label={t('translation:fields.language')}>{t(`translation:language.names.${applicant.language}`)}</DetailItem>
            <DetailItem label={t('translation:fields.age')}>{assessment.age ?? notSpecified}</DetailItem>
            <DetailItem label={t('translation:fields.maritalStatus')}>{enumText('maritalStatus', assessment.maritalStatus)}</DetailItem>
            <DetailItem label={t('translation:fields.educationLevel')}>{enumText('educationLevel', assessment.educationLevel)}</DetailItem>
            <DetailItem label={t('translation:fields.firstHome')}>
              {assessment.firstHome === null ? notSpecified : assessment.firstHome ? t('translation:common.yes') : t('translation:common.no')}
            </DetailItem>
          </DetailList>
        </DetailSection>

        <DetailSection title={t('detail.location')} id="broker-detail-location">
          <DetailList>
            <DetailItem label={t('translation:fields.residenceCountry')}>{country(assessment.residenceCountry)}</DetailItem>
            <DetailItem label={t('translation:fields.originCountry')}>{country(assessment.originCountry)}</DetailItem>
            <DetailItem label={t('translation:fields.propertyType')}>{enumText('propertyType', assessment.propertyType)}</DetailItem>
            <DetailItem label={t('translation:fields.propertyValue')}>{eur(assessment.propertyValue)}</DetailItem>
          </DetailList>
        </DetailSection>
      </div>

      <DetailSection title={t('detail.financial')} id="broker-detail-financial">
        <DetailList className="lg:grid-cols-3">
          <DetailItem label={t('detail.applicantIncome')} testId="broker-income">
            <EarnerIncomeValue income={household.applicant} />
          </DetailItem>
          <DetailItem label={t('translation:fields.employmentType')}>{enumText('employmentType', assessment.employmentType)}</DetailItem>
          <DetailItem label={t('translation:fields.employmentDuration')}>
            {assessment.employmentDuration === null ? notSpecified : formatMonths(assessment.employmentDuration, localeFor(language))}
          </DetailItem>
          <DetailItem label={t('translation:fields.monthlyExpenses')}>{incomeMoney(assessment.monthlyExpenses)}</DetailItem>
          <DetailItem label={t('translation:fields.existingMonthlyDebts')}>{incomeMoney(assessment.existingMonthlyDebts)}</DetailItem>
          <DetailItem label={t('translation:fields.currentSavings')}>{eur(assessment.currentSavings)}</DetailItem>
          <DetailItem label={t('translation:fields.downPayment')}>{eur(assessment.downPayment)}</DetailItem>
        </DetailList>
        {currency !== 'EUR' ? <p className="text-xs text-muted-foreground">{t('detail.currencyNote', { currency })}</p> : null}
        <ScoreBar score={assessment.eligibilityScore} />
      </DetailSection>

      <HouseholdDetails household={household} bankName={loan !== null && loan !== 'none' ? loan.bankName : null} />

      <LoanDetails assessment={assessment} loan={loan} />
    </div>
  );
}
