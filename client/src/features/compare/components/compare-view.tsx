import type { ReactNode } from 'react';
import { Pin, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PinnedScenario } from '@core/schemas/scenarios';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { countryName } from '@/lib/countries';
import { formatApr, formatEur, formatMoney, formatNumber } from '@/lib/format';
import { useScenarios } from '@/lib/queries/get-scenarios';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import { useDeleteScenario } from '../api/delete-scenario';
import { householdOfInput, isPinnedBeforeOffers, monthlyPaymentOf, offeredLoanOf, type OfferFigure } from '../lib/scenario-view';

interface Row {
  key: string;
  label: string;
  value: (scenario: PinnedScenario) => ReactNode;
}

/** The table's smallest width by columns: past it, the table scrolls inside its box (a phone is 20rem and a little more). */
const TABLE_MIN_WIDTH = { 1: 'min-w-[20rem]', 2: 'min-w-[28rem]', 3: 'min-w-[36rem]' } as const;

interface RowGroup {
  key: string;
  /** Shown as a heading row above the group; none for the first. */
  title: string | null;
  rows: Row[];
}

/**
 * The pinned scenarios side by side (issue 14 item 8): a column each, a row per figure. Issue
 * 19: the figures are the one loan offered's (its amount, currency, bank, payment, APRC, total
 * cost), "no loan" when none can be made, and the household each scenario was computed for. A
 * scenario pinned before the offered loan existed shows a dash and says so, never its old
 * payment on the loan asked for. The figures are the server's, computed when it was pinned.
 */
export function CompareView() {
  const { t } = useTranslation('workspace');
  const { t: tCommon } = useTranslation();
  const language = useLanguage();
  const scenarios = useScenarios();
  const remove = useDeleteScenario();
  const eur = (value: number) => formatEur(value, language);
  // Without a loan there is no bank, rate or term to name: "no loan", as in the payment's row.
  const missing = (s: PinnedScenario) => (s.summary.loanAmount === null ? t('compare.noLoan') : t('compare.noBank'));
  const orDash = (s: PinnedScenario, value: number | null, format: (value: number) => string) => (value === null ? missing(s) : format(value));
  const offerFigure = <T,>(figure: OfferFigure<T>, show: (value: T) => ReactNode): ReactNode =>
    figure.kind === 'value' ? (
      show(figure.value)
    ) : figure.kind === 'noLoan' ? (
      t('compare.noLoan')
    ) : (
      <span className="grid gap-0.5">
        <span aria-hidden="true">—</span>
        <span className="text-xs font-normal text-muted-foreground">{t('compare.pinnedBefore')}</span>
      </span>
    );

  if (scenarios.isPending) return <Spinner label={tCommon('common.loading')} />;
  if (scenarios.isError) return <LoadError error={scenarios.error} title={t('compare.loadError')} onRetry={() => void scenarios.refetch()} />;
  const list = scenarios.data.scenarios;
  if (list.length === 0) {
    return (
      <Card>
        <CardContent className="grid gap-3 p-6 text-sm" data-testid="compare-empty">
          <p className="flex items-center gap-2 font-medium">
            <Pin aria-hidden="true" className="size-4 text-primary" />
            {t('compare.empty.title')}
          </p>
          <p className="text-muted-foreground">{t('compare.empty.body', { max: scenarios.data.max })}</p>
          <Button asChild className="w-fit">
            <Link href="/assessment">{t('compare.empty.start')}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  const groups: RowGroup[] = [
    {
      key: 'loan',
      title: null,
      rows: [
        { key: 'verdict', label: t('compare.rows.verdict'), value: (s) => t(`compare.verdict.${s.summary.verdict}`) },
        { key: 'maxLoan', label: t('compare.rows.maxLoan'), value: (s) => eur(s.summary.maxLoanAmount) },
        { key: 'offered', label: t('compare.rows.offered'), value: (s) => offerFigure(offeredLoanOf(s.summary), (loan) => eur(loan.amount)) },
        {
          key: 'loanCurrency',
          label: t('compare.rows.loanCurrency'),
          value: (s) => offerFigure(offeredLoanOf(s.summary), (loan) => loan.currency ?? tCommon('common.notSpecified')),
        },
        { key: 'loan', label: t('compare.rows.loan'), value: (s) => eur(s.summary.desiredLoanAmount) },
        {
          key: 'monthly',
          label: t('compare.rows.monthlyPayment'),
          value: (s) => offerFigure(monthlyPaymentOf(s.summary), (payment) => formatEur(payment, language, { cents: true })),
        },
        { key: 'apr', label: t('compare.rows.apr'), value: (s) => orDash(s, s.summary.apr, (apr) => formatApr(apr, language)) },
        { key: 'totalCost', label: t('compare.rows.totalCost'), value: (s) => orDash(s, s.summary.totalCostOfCredit, eur) },
        { key: 'cash', label: t('compare.rows.cashNeeded'), value: (s) => (s.summary.cashNeeded === null ? t('compare.noLoan') : eur(s.summary.cashNeeded)) },
        {
          key: 'term',
          label: t('compare.rows.term'),
          value: (s) => (s.summary.termMonths ? t('compare.years', { years: Math.round(s.summary.termMonths / 12) }) : missing(s)),
        },
        { key: 'bank', label: t('compare.rows.bank'), value: (s) => s.summary.bankName ?? missing(s) },
      ],
    },
    {
      key: 'household',
      title: t('compare.household'),
      rows: [
        {
          key: 'coApplicant',
          label: t('compare.rows.coApplicant'),
          value: (s) => {
            const { coApplicant } = householdOfInput(s.input);
            if (!coApplicant) return t('compare.noCoApplicant');
            const employment = coApplicant.employmentType
              ? tCommon(`enums.employmentType.${coApplicant.employmentType}`, { defaultValue: coApplicant.employmentType })
              : null;
            const details = [
              employment,
              coApplicant.age === null ? null : t('compare.coApplicantAge', { age: coApplicant.age }),
            ].filter(Boolean);
            return (
              <span className="grid gap-0.5">
                <span>{t('compare.perMonth', { amount: formatMoney(coApplicant.income, coApplicant.currency ?? 'EUR', language) })}</span>
                {details.length ? <span className="text-xs font-normal text-muted-foreground">{details.join(', ')}</span> : null}
              </span>
            );
          },
        },
        {
          key: 'dependants',
          label: t('compare.rows.dependants'),
          value: (s) => {
            const { dependants } = householdOfInput(s.input);
            return dependants === null ? tCommon('common.notSpecified') : formatNumber(dependants, language);
          },
        },
      ],
    },
  ];
  const hasPinnedBeforeOffers = list.some((s) => isPinnedBeforeOffers(s.summary));

  const heading = (s: PinnedScenario, index: number) => {
    const income = Number(s.input.monthlyIncome);
    const currency = String(s.input.incomeCurrency ?? 'EUR');
    return (
      <div className="grid gap-1">
        <span className="font-semibold">{t('compare.scenario', { n: index + 1 })}</span>
        <span className="text-xs font-normal text-muted-foreground">
          {t('compare.describe', {
            country: countryName(String(s.input.originCountry ?? ''), language),
            income: Number.isFinite(income) ? formatMoney(income, currency, language) : '',
          })}
        </span>
        <Button
          variant="ghost"
          size="sm"
          className="w-fit px-2"
          disabled={remove.isPending}
          onClick={() => remove.mutate(s.id)}
          data-testid={`compare-remove-${index + 1}`}
        >
          <X aria-hidden="true" />
          {t('compare.remove')}
          <span className="sr-only">: {t('compare.scenario', { n: index + 1 })}</span>
        </Button>
      </div>
    );
  };

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t('compare.note', { count: list.length, max: scenarios.data.max })}</p>
      {hasPinnedBeforeOffers ? (
        <p className="text-sm text-muted-foreground" data-testid="compare-pinned-before-note">
          {t('compare.pinnedBeforeNote')}
        </p>
      ) : null}
      <div className="overflow-x-auto rounded-xl border border-border" tabIndex={0} role="region" aria-label={t('compare.tableLabel')}>
        {/* As wide as its columns need: one pinned scenario fits a phone without scrolling sideways. */}
        <table className={cn('w-full border-collapse text-sm', TABLE_MIN_WIDTH[Math.min(list.length, 3) as 1 | 2 | 3])} data-testid="compare-table">
          <caption className="sr-only">{t('compare.tableLabel')}</caption>
          <thead className="bg-muted">
            <tr>
              <td className="p-3" />
              {list.map((s, index) => (
                <th key={s.id} scope="col" className="p-3 text-left align-top" data-testid={`compare-column-${index + 1}`}>
                  {heading(s, index)}
                </th>
              ))}
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.key}>
              {group.title ? (
                <tr className="border-t border-border bg-muted/60">
                  <th scope="rowgroup" colSpan={list.length + 1} className="p-3 text-left font-semibold">
                    {group.title}
                  </th>
                </tr>
              ) : null}
              {group.rows.map((row) => (
                <tr key={row.key} className="border-t border-border">
                  <th scope="row" className="p-3 text-left font-medium text-muted-foreground">
                    {row.label}
                  </th>
                  {list.map((s, index) => (
                    <td key={s.id} className="p-3 font-semibold tabular-nums" data-testid={`compare-${row.key}-${index + 1}`}>
                      {row.value(s)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}
