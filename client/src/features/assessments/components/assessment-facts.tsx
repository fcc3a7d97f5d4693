import type { ReactNode } from 'react';
import { Banknote, Home, UserRound, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fieldDefinition, fieldLabelKey, fieldsShownTo, type ApplicantSection, type AssessmentField } from '@core/assessment-fields';
import type { Assessment } from '@core/schemas/assessment';
import { answerText } from '@/lib/answer-text';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
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

/** The dialog's sections (core/assessment-fields: shownTo.applicant), in order: their titles and icons. */
const SECTIONS: Record<ApplicantSection, { titleKey: string; icon: ReactNode }> = {
  personal: { titleKey: 'assessments.detail.personal', icon: <UserRound aria-hidden="true" className="size-4 text-primary" /> },
  financial: { titleKey: 'assessments.detail.financial', icon: <Banknote aria-hidden="true" className="size-4 text-primary" /> },
  property: { titleKey: 'assessments.detail.property', icon: <Home aria-hidden="true" className="size-4 text-primary" /> },
  household: { titleKey: 'assessments.household.title', icon: <UsersRound aria-hidden="true" className="size-4 text-primary" /> },
};

/** Answers this dialog names in its own words; the others by their field name (`translation:fields.<name>`). */
const LABELS: Partial<Record<AssessmentField, string>> = {
  residenceCountry: 'assessments.detail.livingIn',
  originCountry: 'assessments.detail.buyingIn',
  currentSavings: 'assessments.detail.savings',
  desiredLoanAmount: 'assessments.offer.asked',
  loanCurrency: 'assessments.offer.chosenCurrency',
};

/**
 * Personal, financial and property answers (docs/product.md §2.6), and the household (issue 19: the
 * co-applicant and dependants the result counted); a missing answer reads 'not specified'.
 * Which answer shows in which section is the field registry's (shownTo.applicant); each reads the
 * way its kind does (lib/answer-text.ts) unless composed below.
 */
export function AssessmentFacts({ assessment, household }: { assessment: Assessment; household: Household }) {
  const { t } = useTranslation(['workspace', 'translation']);
  const language = useLanguage();
  const { coApplicant } = household;

  /** The values this dialog writes its own way. */
  const composed: Partial<Record<AssessmentField, () => string | null>> = {
    // The code as chosen, or that Acasa chooses it.
    loanCurrency: () => assessment.loanCurrency ?? t('assessments.offer.currencyNotChosen'),
    coApplicantIncome: () =>
      coApplicant ? t('assessments.perMonth', { amount: formatMoney(coApplicant.income, coApplicant.currency ?? 'EUR', language) }) : null,
  };
  const factOf = (name: AssessmentField): Fact => ({
    label: t(LABELS[name] ?? fieldLabelKey(name)),
    value: composed[name] ? composed[name]() : answerText(name, assessment, { t, language }),
  });

  const factsOf = (section: ApplicantSection): Fact[] => {
    const names = fieldsShownTo('applicant', section);
    if (section !== 'household') return names.map(factOf);
    // The co-applicant's answers when there is one (the engine counts one with an income), else a line saying there is none.
    const theirs = names.filter((name) => fieldDefinition(name).isAboutCoApplicant);
    const rest = names.filter((name) => !fieldDefinition(name).isAboutCoApplicant);
    const coApplicantFacts = coApplicant ? theirs.map(factOf) : [{ label: t('assessments.household.coApplicant'), value: t('assessments.household.noCoApplicant') }];
    return [...coApplicantFacts, ...rest.map(factOf)];
  };

  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      {(Object.keys(SECTIONS) as ApplicantSection[]).map((section) => (
        <FactGroup
          key={section}
          id={`assessment-facts-${section}`}
          icon={SECTIONS[section].icon}
          title={t(SECTIONS[section].titleKey)}
          facts={factsOf(section)}
          notSpecified={t('translation:common.notSpecified')}
        />
      ))}
    </div>
  );
}
