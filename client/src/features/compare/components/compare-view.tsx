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
import { formatEur, formatMoney, formatPercent } from '@/lib/format';
import { useScenarios } from '@/lib/queries/get-scenarios';
import { useLanguage } from '@/lib/use-language';
import { useDeleteScenario } from '../api/delete-scenario';

interface Row {
  key: string;
  label: string;
  value: (scenario: PinnedScenario) => ReactNode;
}

/**
 * The pinned scenarios side by side (issue 14 item 8): a column each, a row per figure (the
 * verdict, the maximum loan, the monthly payment, the best match's APRC and total cost, the
 * cash needed at signing). The figures are the server's, computed when the scenario was pinned.
 */
export function CompareView() {
  const { t } = useTranslation('workspace');
  const { t: tCommon } = useTranslation();
  const language = useLanguage();
  const scenarios = useScenarios();
  const remove = useDeleteScenario();
  const eur = (value: number) => formatEur(value, language);
  const orDash = (value: number | null, format: (value: number) => string) => (value === null ? t('compare.noBank') : format(value));

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

  const rows: Row[] = [
    { key: 'verdict', label: t('compare.rows.verdict'), value: (s) => t(`compare.verdict.${s.summary.verdict}`) },
    { key: 'maxLoan', label: t('compare.rows.maxLoan'), value: (s) => eur(s.summary.maxLoanAmount) },
    { key: 'loan', label: t('compare.rows.loan'), value: (s) => eur(s.summary.desiredLoanAmount) },
    { key: 'monthly', label: t('compare.rows.monthlyPayment'), value: (s) => formatEur(s.summary.monthlyPayment, language, { cents: true }) },
    { key: 'apr', label: t('compare.rows.apr'), value: (s) => orDash(s.summary.apr, (apr) => formatPercent(apr, language, 2)) },
    { key: 'totalCost', label: t('compare.rows.totalCost'), value: (s) => orDash(s.summary.totalCostOfCredit, eur) },
    { key: 'cash', label: t('compare.rows.cashNeeded'), value: (s) => eur(s.summary.cashNeeded) },
    {
      key: 'term',
      label: t('compare.rows.term'),
      value: (s) => (s.summary.termMonths ? t('compare.years', { years: Math.round(s.summary.termMonths / 12) }) : t('compare.noBank')),
    },
    { key: 'bank', label: t('compare.rows.bank'), value: (s) => s.summary.bankName ?? t('compare.noBank') },
  ];

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
      <div className="overflow-x-auto rounded-xl border border-border" tabIndex={0} role="region" aria-label={t('compare.tableLabel')}>
        <table className="w-full min-w-[36rem] border-collapse text-sm" data-testid="compare-table">
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
          <tbody>
            {rows.map((row) => (
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
        </table>
      </div>
    </div>
  );
}
