import { lazy, useId, useMemo, useState } from 'react';
import { Download, TableProperties } from 'lucide-react';
import type { EngineResult } from '@core/eligibility/types';
import { overpaymentSavings } from '@core/finance/schedule';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatEur, formatNumber, formatPercent, localeFor } from '@/lib/format';
import { EMPTY_OVERPAYMENT, readOverpayment, type OverpaymentEntry } from '../lib/overpayment-entry';
import { SCHEDULE_CSV_COLUMNS } from '../lib/schedule-csv-columns';
import { scheduleSourceFor, type ScheduleSource } from '../lib/schedule-source';
import { scheduleYears } from '@core/finance/schedule-years';
import { useResultText } from '../lib/use-result-text';
import { ChartSlot } from './chart-slot';
import { OverpaymentForm } from './overpayment-form';
import { ScheduleTable } from './schedule-table';

const ScheduleChart = lazy(() => import('./schedule-chart'));

function Swatch({ className, label }: { className: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${className}`} />
      {label}
    </span>
  );
}

/**
 * The repayment schedule of the result's one loan (issue 19), month by month
 * (issue 14): a chart of what is owed and the interest paid so far, a table a year a row that
 * opens onto months, a CSV download, and an optional overpayment with the interest and months
 * it saves. All computed in the browser from core/finance/schedule.ts, nothing asked of the server.
 */
export function RepaymentSchedule({ source }: { source: ScheduleSource }) {
  const { t, language } = useResultText();
  const headingId = useId();
  const [entry, setEntry] = useState<OverpaymentEntry>(EMPTY_OVERPAYMENT);
  const [isTableOpen, setIsTableOpen] = useState(false);
  const read = useMemo(() => readOverpayment(entry, language, source), [entry, language, source]);
  const savings = useMemo(
    () => overpaymentSavings({ principal: source.principal, termMonths: source.termMonths, ratePeriods: source.ratePeriods, overpayment: read.overpayment }),
    [source, read.overpayment],
  );
  const schedule = savings.withIt;
  const years = useMemo(() => scheduleYears(schedule.rows), [schedule]);
  const points = useMemo(() => [{ year: 0, balance: source.principal, interestToDate: 0 }, ...years.map((year) => ({ year: year.year, balance: year.balance, interestToDate: year.interestToDate }))], [years, source.principal]);
  const eur = (amount: number) => formatEur(amount, language);
  const compact = useMemo(() => new Intl.NumberFormat(localeFor(language), { style: 'currency', currency: 'EUR', notation: 'compact', maximumFractionDigits: 1 }), [language]);
  const rates = source.ratePeriods.map((period) => formatPercent(period.annualRatePct, language, 2)).join(' → ');
  const termYears = formatNumber(source.termMonths / 12, language, 1);

  return (
    <Card data-testid="result-schedule">
      <CardHeader>
        <CardTitle as="h3" id={headingId}>
          {t('schedule.title')}
        </CardTitle>
        <CardDescription data-testid="result-schedule-basis">
          {source.bankName
            ? t('schedule.basisBank', { bank: source.bankName, amount: eur(source.principal), years: termYears, rate: rates })
            : t('schedule.basisTypical', { amount: eur(source.principal), years: termYears, rate: rates })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          <div className="rounded-lg bg-muted p-3">
            <dt className="text-xs text-muted-foreground">{t('schedule.totalInterest')}</dt>
            <dd className="font-semibold tabular-nums" data-testid="result-schedule-interest">
              {eur(schedule.totalInterest)}
            </dd>
          </div>
          <div className="rounded-lg bg-muted p-3">
            <dt className="text-xs text-muted-foreground">{t('schedule.totalPaid')}</dt>
            <dd className="font-semibold tabular-nums">{eur(schedule.totalPaid)}</dd>
          </div>
          <div className="rounded-lg bg-muted p-3">
            <dt className="text-xs text-muted-foreground">{t('schedule.payments')}</dt>
            <dd className="font-semibold tabular-nums" data-testid="result-schedule-months">
              {t('schedule.paymentsValue', { count: schedule.months, value: formatNumber(schedule.months, language) })}
            </dd>
          </div>
        </dl>

        <figure className="grid gap-2">
          <ChartSlot heightClassName="h-56 sm:h-64">
            <ScheduleChart points={points} formatAxis={(value) => compact.format(value)} />
          </ChartSlot>
          <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
            <Swatch className="bg-[#0b5563]" label={t('schedule.chart.balance')} />
            <Swatch className="bg-[#b45309]" label={t('schedule.chart.interest')} />
            {/* The chart in words, for those who cannot see it. */}
            <span className="sr-only">
              {t('schedule.chart.summary', { amount: eur(source.principal), years: termYears, interest: eur(schedule.totalInterest) })}
            </span>
          </figcaption>
        </figure>

        <OverpaymentForm entry={entry} errors={read.errors} onChange={setEntry} />
        <p role="status" className="text-sm" data-testid="result-overpayment-savings">
          {read.overpayment && (savings.interestSaved > 0 || savings.monthsSaved > 0)
            ? t('schedule.overpayment.saves', {
                amount: eur(savings.interestSaved),
                months: t('schedule.overpayment.months', { count: savings.monthsSaved, value: formatNumber(savings.monthsSaved, language) }),
              })
            : null}
        </p>

        <div className="flex flex-wrap gap-2">
          <Button variant="outline" aria-expanded={isTableOpen} aria-controls={`${headingId}-table`} onClick={() => setIsTableOpen((value) => !value)} data-testid="result-schedule-toggle">
            <TableProperties aria-hidden="true" />
            {isTableOpen ? t('schedule.hideTable') : t('schedule.showTable')}
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              const headers = Object.fromEntries(SCHEDULE_CSV_COLUMNS.map((column) => [column, t(`schedule.csv.${column}`)])) as Record<(typeof SCHEDULE_CSV_COLUMNS)[number], string>;
              const fileName = t('schedule.fileName');
              // The CSV writer (Papa Parse) is fetched on the first download, not with the result.
              void import('../lib/schedule-csv').then(({ downloadCsv, scheduleCsv }) => downloadCsv(scheduleCsv(schedule.rows, language, headers), fileName));
            }}
            data-testid="result-schedule-csv"
          >
            <Download aria-hidden="true" />
            {t('schedule.download')}
          </Button>
        </div>
        {/* min-w-0: the wide table scrolls in its box; as a grid item it would otherwise widen the page. */}
        <div id={`${headingId}-table`} className="min-w-0">
          {isTableOpen ? <ScheduleTable years={years} captionId={headingId} /> : null}
        </div>
      </CardContent>
    </Card>
  );
}

/** The schedule for the loan this result is about, or nothing when there is no loan to repay. */
export function ResultSchedule({ result }: { result: EngineResult }) {
  const source = useMemo(() => scheduleSourceFor(result), [result]);
  return source ? <RepaymentSchedule source={source} /> : null;
}
