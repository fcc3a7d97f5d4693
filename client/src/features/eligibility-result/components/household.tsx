import { UsersRound } from 'lucide-react';
import type { EngineResult } from '@core/eligibility/types';
import type { AssessmentInput } from '@core/schemas/assessment-input';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatEur, formatMoney, formatNumber } from '@/lib/format';
import { useResultText } from '../lib/use-result-text';
import { IncomePartsList } from './income-parts-list';

function Person({ label, facts, testId }: { label: string; facts: string[]; testId: string }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3">
      <dt className="font-medium">{label}</dt>
      <dd className="text-muted-foreground" data-testid={testId}>
        {facts.join(' · ')}
      </dd>
    </div>
  );
}

/**
 * The household the result is for (issue 19): the applicant and the co-applicant (income and its
 * currency, employment, age) and the dependent children; what the household earns and what the
 * loan's lender counts, earner by earner, and why the two differ. When borrowing alone lends more
 * (an older co-applicant shortens the term), the result is the applicant's alone, and it says so.
 */
export function Household({ result, input }: { result: EngineResult; input: AssessmentInput }) {
  const { t, language, translateEnum } = useResultText();
  const { metrics, loan } = result;
  const hasCoApplicant = input.coApplicantIncome !== undefined && input.coApplicantIncome > 0;
  const isAlone = !hasCoApplicant || result.coApplicantCounted === false;
  const eurCents = (amount: number) => formatEur(amount, language, { cents: 'ifAny' });
  const income = (amount: number, currency: string) => {
    const shown = formatMoney(amount, currency, language, { cents: 'ifAny' });
    return t('household.perMonth', { amount: shown });
  };
  const ageText = (age: number | undefined, isAssumed = false) =>
    age === undefined ? t('household.ageUnknown') : t(isAssumed ? 'household.ageAssumed' : 'household.age', { age: formatNumber(age, language) });
  const employment = (type: string | undefined) => (type ? translateEnum('employmentType', type) : t('household.employmentUnknown'));
  const loanCurrency = loan?.currency ?? metrics.loanCurrency;
  const lender = loan ? loan.bankName : null;

  return (
    <Card data-testid="result-household">
      <CardHeader>
        <CardTitle as="h3" className="flex items-center gap-2">
          <UsersRound aria-hidden="true" className="size-5 text-primary" />
          {t('household.title')}
        </CardTitle>
        <CardDescription>{t('household.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <dl className="grid gap-2">
          <Person
            label={t('household.applicant')}
            facts={[ageText(input.age ?? metrics.age, input.age === undefined && metrics.assumedAge), employment(input.employmentType), income(input.monthlyIncome, input.incomeCurrency)]}
            testId="result-household-applicant"
          />
          {hasCoApplicant ? (
            <Person
              label={t('household.coApplicant')}
              facts={[
                ageText(input.coApplicantAge),
                employment(input.coApplicantEmploymentType),
                income(input.coApplicantIncome ?? 0, input.coApplicantIncomeCurrency ?? input.incomeCurrency),
              ]}
              testId="result-household-co-applicant"
            />
          ) : null}
          {input.dependants !== undefined ? (
            <Person
              label={t('household.dependants')}
              facts={[input.dependants === 0 ? t('household.noDependants') : formatNumber(input.dependants, language)]}
              testId="result-household-dependants"
            />
          ) : null}
        </dl>

        {hasCoApplicant && result.coApplicantCounted === false ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950" data-testid="result-household-alone">
            {t('household.alone')}
          </p>
        ) : null}

        <div className="grid gap-2" data-testid="result-income-explained">
          <p>
            {t(isAlone ? 'income.earns.alone' : 'income.earns.household', { gross: eurCents(metrics.grossIncomeEur) })}{' '}
            {loan && metrics.incomeParts.length > 0
              ? t(lender ? 'income.counts' : 'income.countsTypical', { bank: lender ?? '', counted: eurCents(metrics.incomeEur) })
              : null}
          </p>
          {loan && loanCurrency ? <IncomePartsList parts={metrics.incomeParts} input={input} loanCurrency={loanCurrency} lender={lender} testId="result-income-parts" /> : null}
        </div>
      </CardContent>
    </Card>
  );
}
