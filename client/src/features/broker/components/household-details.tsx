import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fieldsShownTo, type StoredAnswers } from '@core/assessment-fields';
import type { IncomePart } from '@core/eligibility/types';
import { formatEur, formatMoney, formatNumber, formatPercent } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import type { EarnerIncome, ReviewHousehold } from '../lib/household';
import { AnswerItems } from './answer-items';
import { DetailItem, DetailList, DetailSection } from './detail-list';

/**
 * An income as entered ("£2,100") and, under it, how the loan's bank counted it: its value in
 * EUR at today's rate, the currency cut when its currency is not the loan's, what is counted;
 * or that it is left out (a co-applicant the result does not count).
 */
export function EarnerIncomeValue({ income, isLeftOut = false }: { income: EarnerIncome; isLeftOut?: boolean }) {
  const { t } = useTranslation('broker');
  const language = useLanguage();
  if (income.monthly === null) return <>{t('translation:common.notSpecified')}</>;
  const part: IncomePart | null = income.counted;
  const countedNotes = part
    ? [
        part.currency !== 'EUR' ? t('income.atRate', { amount: formatEur(part.grossEur, language) }) : null,
        part.currencyCut > 0 ? t('income.currencyCut', { cut: formatPercent(part.currencyCut * 100, language) }) : null,
        part.isCounted ? t('income.counted', { amount: formatEur(part.countedEur, language) }) : t('income.notCounted'),
      ].filter(Boolean)
    : [];
  const notes = isLeftOut ? [t('income.leftOut')] : countedNotes;
  return (
    <span className="grid gap-0.5">
      <span>{formatMoney(income.monthly, income.currency ?? 'EUR', language)}</span>
      {notes.length ? <span className="text-xs font-normal text-muted-foreground">{notes.join(' · ')}</span> : null}
    </span>
  );
}

/**
 * The household the score was computed on (issue 19): the co-applicant, the dependants and the
 * household's income as the loan's bank counted it, so the figures beside the score are its own.
 * Its answers are the field registry's household section (shownTo.broker).
 */
export function HouseholdDetails({ answers, household, bankName }: { answers: Partial<StoredAnswers>; household: ReviewHousehold; bankName: string | null }) {
  const { t } = useTranslation('broker');
  const language = useLanguage();
  const notSpecified = t('translation:common.notSpecified');
  const { coApplicant } = household;

  return (
    <DetailSection title={t('detail.household')} id="broker-detail-household">
      <DetailList className="lg:grid-cols-3">
        {household.grossIncomeEur !== null ? (
          <DetailItem label={t('detail.householdIncome')} testId="broker-household-income">
            <span className="grid gap-0.5">
              <span>{t('detail.perMonth', { amount: formatEur(household.grossIncomeEur, language) })}</span>
              {household.countedIncomeEur !== null ? (
                <span className="text-xs font-normal text-muted-foreground">
                  {bankName
                    ? t('income.countedBy', { bank: bankName, amount: formatEur(household.countedIncomeEur, language) })
                    : t('income.counted', { amount: formatEur(household.countedIncomeEur, language) })}
                </span>
              ) : null}
            </span>
          </DetailItem>
        ) : null}
        <AnswerItems
          answers={answers}
          names={fieldsShownTo('broker', 'household')}
          composed={{
            coApplicantIncome: (
              <DetailItem label={t('detail.coApplicantIncome')} testId="broker-co-applicant-income">
                {coApplicant ? <EarnerIncomeValue income={coApplicant} isLeftOut={household.isApplicantAlone} /> : t('detail.noCoApplicant')}
              </DetailItem>
            ),
            // The co-applicant's other answers only with a co-applicant (the engine counts one with an income).
            coApplicantEmploymentType: coApplicant ? (
              <DetailItem label={t('translation:fields.coApplicantEmploymentType')}>
                {coApplicant.employmentType
                  ? t(`translation:enums.employmentType.${coApplicant.employmentType}`, { defaultValue: coApplicant.employmentType })
                  : notSpecified}
              </DetailItem>
            ) : null,
            coApplicantAge: coApplicant ? (
              <DetailItem label={t('translation:fields.coApplicantAge')} testId="broker-co-applicant-age">
                {coApplicant.age === null ? notSpecified : formatNumber(coApplicant.age, language)}
              </DetailItem>
            ) : null,
            dependants: (
              <DetailItem label={t('translation:fields.dependants')} testId="broker-dependants">
                {household.dependants === null ? notSpecified : formatNumber(household.dependants, language)}
              </DetailItem>
            ),
          }}
        />
      </DetailList>
      {household.isApplicantAlone ? (
        <p className="flex items-start gap-2 text-sm" data-testid="broker-applicant-alone">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{t('detail.applicantAlone')}</span>
        </p>
      ) : null}
    </DetailSection>
  );
}
