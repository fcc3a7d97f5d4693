import { useState } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { formatEur, formatNumber } from '@/lib/format';
import type { ScheduleYear } from '@core/finance/schedule-years';
import { useResultText } from '../lib/use-result-text';

/**
 * The schedule a year a row; each year opens onto its months (a button with aria-expanded, so
 * a keyboard and a screen reader open it too). Amounts with cents: a schedule is checked to the
 * cent against a bank's.
 */
export function ScheduleTable({ years, captionId }: { years: ScheduleYear[]; captionId: string }) {
  const { t, language } = useResultText();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const eur = (amount: number) => formatEur(amount, language, { cents: true });
  const hasOverpayment = years.some((year) => year.overpayment > 0);
  const toggle = (year: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });

  return (
    // A wide table scrolls inside its own box on a phone instead of widening the page.
    <div className="max-h-[28rem] overflow-auto rounded-lg border border-border" tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className="w-full min-w-[34rem] text-right text-sm tabular-nums" data-testid="result-schedule-table">
        <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">{t('schedule.column.period')}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t('schedule.column.payment')}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t('schedule.column.interest')}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t('schedule.column.principal')}</th>
            {hasOverpayment ? <th scope="col" className="px-3 py-2 font-medium">{t('schedule.column.overpayment')}</th> : null}
            <th scope="col" className="px-3 py-2 font-medium">{t('schedule.column.balance')}</th>
          </tr>
        </thead>
        <tbody>
          {years.map((year) => {
            const isOpen = open.has(year.year);
            return [
              <tr key={`y${year.year}`} className="border-t border-border" data-testid="result-schedule-year">
                <th scope="row" className="px-1 py-1 text-left font-medium">
                  <button
                    type="button"
                    className="inline-flex min-h-9 items-center gap-1 rounded-md px-2 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                    aria-expanded={isOpen}
                    onClick={() => toggle(year.year)}
                    data-testid="result-schedule-year-toggle"
                  >
                    {isOpen ? <ChevronDown aria-hidden="true" className="size-4" /> : <ChevronRight aria-hidden="true" className="size-4" />}
                    {t('schedule.year', { year: formatNumber(year.year, language) })}
                  </button>
                </th>
                <td className="px-3 py-1">{eur(year.payment)}</td>
                <td className="px-3 py-1">{eur(year.interest)}</td>
                <td className="px-3 py-1">{eur(year.principal)}</td>
                {hasOverpayment ? <td className="px-3 py-1">{eur(year.overpayment)}</td> : null}
                <td className="px-3 py-1 font-medium">{eur(year.balance)}</td>
              </tr>,
              ...(isOpen
                ? year.months.map((row) => (
                    <tr key={`m${row.month}`} className="bg-muted/40 text-xs" data-testid="result-schedule-month">
                      <th scope="row" className="py-1 pr-3 pl-10 text-left font-normal">
                        {t('schedule.month', { month: formatNumber(row.month, language) })}
                      </th>
                      <td className="px-3 py-1">{eur(row.payment)}</td>
                      <td className="px-3 py-1">{eur(row.interest)}</td>
                      <td className="px-3 py-1">{eur(row.principal)}</td>
                      {hasOverpayment ? <td className="px-3 py-1">{eur(row.overpayment)}</td> : null}
                      <td className="px-3 py-1">{eur(row.balance)}</td>
                    </tr>
                  ))
                : []),
            ];
          })}
        </tbody>
      </table>
    </div>
  );
}
