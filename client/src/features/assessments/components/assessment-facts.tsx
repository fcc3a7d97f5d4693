import type { ReactNode } from 'react';
import { Banknote, Home, UserRound, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Assessment } from '@core/schemas/assessment';
import { countryName, flagFor } from '@/lib/countries';
import { formatEur, formatMoney, formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { toAmount } from '../lib/assessment-view';
import type { Household } from '../lib/loan-view';

interface Fact {
  label: string;
  value: string | null;
}

function FactGroup({ id, icon, title, facts, notSpecified }: { id: string; icon: ReactNode; title: string; facts: Fact[]; notSpecified: string }) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-3 rounded-xl border border-border p-4">
      <h3 id={id} className="flex items-center gap-2 font-semibold">
        {icon}
        {title}
      </h3>
      <dl className="grid gap-2.5 text-sm">
        {facts.map((fact) => (
          <div key={fact.label} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
            <dt className="text-muted-foreground">{fact.label}</dt>
            <dd className={fact.value === null ? 'text-muted-foreground italic' : 'text-right font-medium'}>{fact.value ?? notSpecified}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Personal, financial and property answers (docs/product.md §2.6), and the household (issue 19: the
 * co-applicant and dependants the result counted); a missing answer reads 'not specified'.
 * Income and expenses are in their earner's currency, the rest in EUR.
 */
export function AssessmentFacts({ assessment, household }: { assessment: Assessment; household: Household }) {
  const { t } = useTranslation(['workspace', 'translation']);
  const language = useLanguage();
  const currency = assessment.incomeCurrency ?? 'EUR';
  const country = (code: string | null) => (code ? `${flagFor(code)} ${countryName(code, language)}`.trim() : null);
  const income = (value: string | null) => {
    const amount = toAmount(value);
    return amount === null ? null : formatMoney(amount, currency, language);
  };
  const eur = (value: string | null) => {
    const amount = toAmount(value);
    return amount === null ? null : formatEur(amount, language);
  };
  const enumValue = (group: string, value: string | null) => (value ? t(`translation:enums.${group}.${value}`, { defaultValue: value }) : null);
  const { coApplicant } = household;
  const householdFacts: Fact[] = [
    ...(coApplicant
      ? [
          {
            label: t('translation:fields.coApplicantIncome'),
            value: t('assessments.perMonth', { amount: formatMoney(coApplicant.income, coApplicant.currency ?? 'EUR', language) }),
          },
          { label: t('translation:fields.coApplicantEmploymentType'), value: enumValue('employmentType', coApplicant.employmentType) },
          { label: t('translation:fields.coApplicantAge'), value: coApplicant.age === null ? null : formatNumber(coApplicant.age, language) },
        ]
      : [{ label: t('assessments.household.coApplicant'), value: t('assessments.household.noCoApplicant') }]),
    { label: t('translation:fields.dependants'), value: household.dependants === null ? null : formatNumber(household.dependants, language) },
  ];

  const groups = [
    {
      id: 'personal',
      icon: <UserRound aria-hidden="true" className="size-4 text-primary" />,
      title: t('assessments.detail.personal'),
      facts: [
        { label: t('assessments.detail.livingIn'), value: country(assessment.residenceCountry) },
        { label: t('assessments.detail.buyingIn'), value: country(assessment.originCountry) },
        { label: t('translation:fields.age'), value: assessment.age === null ? null : formatNumber(assessment.age, language) },
        { label: t('translation:fields.maritalStatus'), value: enumValue('maritalStatus', assessment.maritalStatus) },
      ],
    },
    {
      id: 'financial',
      icon: <Banknote aria-hidden="true" className="size-4 text-primary" />,
      title: t('assessments.detail.financial'),
      facts: [
        { label: t('translation:fields.monthlyIncome'), value: income(assessment.monthlyIncome) },
        { label: t('translation:fields.employmentType'), value: enumValue('employmentType', assessment.employmentType) },
        { label: t('translation:fields.monthlyExpenses'), value: income(assessment.monthlyExpenses) },
        { label: t('assessments.detail.savings'), value: eur(assessment.currentSavings) },
      ],
    },
    {
      id: 'property',
      icon: <Home aria-hidden="true" className="size-4 text-primary" />,
      title: t('assessments.detail.property'),
      facts: [
        { label: t('translation:fields.propertyType'), value: enumValue('propertyType', assessment.propertyType) },
        { label: t('translation:fields.propertyValue'), value: eur(assessment.propertyValue) },
        { label: t('assessments.offer.asked'), value: eur(assessment.desiredLoanAmount) },
        { label: t('translation:fields.downPayment'), value: eur(assessment.downPayment) },
        { label: t('assessments.offer.chosenCurrency'), value: assessment.loanCurrency ?? t('assessments.offer.currencyNotChosen') },
      ],
    },
    {
      id: 'household',
      icon: <UsersRound aria-hidden="true" className="size-4 text-primary" />,
      title: t('assessments.household.title'),
      facts: householdFacts,
    },
  ];

  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      {groups.map((group) => (
        <FactGroup
          key={group.id}
          id={`assessment-facts-${group.id}`}
          icon={group.icon}
          title={group.title}
          facts={group.facts}
          notSpecified={t('translation:common.notSpecified')}
        />
      ))}
    </div>
  );
}
