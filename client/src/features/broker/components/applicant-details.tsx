import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldsShownTo, type BrokerSection } from '@core/assessment-fields';
import type { ReviewAssessment } from '@core/schemas/broker';
import { languageNameIn } from '@/lib/language-name';
import { useLanguage } from '@/lib/use-language';
import { engineResultFromAssessment } from '@/lib/stored-result';
import { useCountryNames } from '@/lib/use-country-names';
import { reviewHouseholdOf, reviewLoanOf } from '../lib/household';
import { applicantName } from '../lib/review';
import { AnswerItems } from './answer-items';
import { DetailItem, DetailList, DetailSection } from './detail-list';
import { EarnerIncomeValue, HouseholdDetails } from './household-details';
import { LoanDetails } from './loan-details';
import { ScoreBar } from './score-bar';

/**
 * Applicant info, location details and the financial profile of the evaluation dialog; issue 19
 * adds the household and the one loan offered, both read from the stored result, so every
 * income and payment beside the score is the one the score was computed on. Which answers each
 * section shows is the field registry's (core/assessment-fields: shownTo.broker).
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

  const country = (code: string | null) => {
    const label = countryOf(code);
    return label ? `${label.flag} ${label.name}`.trim() : notSpecified;
  };
  const fieldsIn = (section: BrokerSection) => fieldsShownTo('broker', section);

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
            <DetailItem label={t('translation:fields.language')}>{languageNameIn(applicant.language, language)}</DetailItem>
            <AnswerItems answers={assessment} names={fieldsIn('applicant')} />
          </DetailList>
        </DetailSection>

        <DetailSection title={t('detail.location')} id="broker-detail-location">
          <DetailList>
            <AnswerItems
              answers={assessment}
              names={fieldsIn('location')}
              composed={{
                // With the API's name and flag for a country the browser does not know.
                residenceCountry: <DetailItem label={t('translation:fields.residenceCountry')}>{country(assessment.residenceCountry)}</DetailItem>,
                originCountry: <DetailItem label={t('translation:fields.originCountry')}>{country(assessment.originCountry)}</DetailItem>,
              }}
            />
          </DetailList>
        </DetailSection>
      </div>

      <DetailSection title={t('detail.financial')} id="broker-detail-financial">
        <DetailList className="lg:grid-cols-3">
          <AnswerItems
            answers={assessment}
            names={fieldsIn('financial')}
            composed={{
              // As entered and as the loan's bank counted it.
              monthlyIncome: (
                <DetailItem label={t('detail.applicantIncome')} testId="broker-income">
                  <EarnerIncomeValue income={household.applicant} />
                </DetailItem>
              ),
            }}
          />
        </DetailList>
        {currency !== 'EUR' ? <p className="text-xs text-muted-foreground">{t('detail.currencyNote', { currency })}</p> : null}
        <ScoreBar score={assessment.eligibilityScore} />
      </DetailSection>

      <HouseholdDetails answers={assessment} household={household} bankName={loan !== null && loan !== 'none' ? loan.bankName : null} />

      <LoanDetails assessment={assessment} loan={loan} />
    </div>
  );
}
