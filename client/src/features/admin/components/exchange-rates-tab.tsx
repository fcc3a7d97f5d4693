import { useMemo, useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminExchangeRate } from '@core/schemas/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatNumber, formatPercent } from '@/lib/format';
import { formatCalendarDate } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import { useExchangeRates } from '../api/get-exchange-rates';
import { ExchangeRateDialog } from './exchange-rate-dialog';
import { DataTable } from './resource-list/data-table';
import { actionsColumn, type ResourceColumn } from './resource-list/resource-column';
import { ResourceSection } from './resource-list/resource-section';
import { useEditor } from './resource-list/use-editor';
import { SwitchField } from './switch-field';

/** Issue 6: the rate and date per currency (and the income haircut); add a new dated rate. */
export function ExchangeRatesTab() {
  const { t } = useTranslation(['admin', 'translation']);
  const language = useLanguage();
  const query = useExchangeRates();
  const [isHistoryShown, setIsHistoryShown] = useState(false);
  // A new rate is always added: the editor holds the currency it starts with ('' for any).
  const adding = useEditor<string>();
  const shown = useMemo(
    () =>
      query.data
        ?.filter((rate) => isHistoryShown || rate.isCurrent)
        .sort((a, b) => a.currency.localeCompare(b.currency) || b.rateDate.localeCompare(a.rateDate)),
    [query.data, isHistoryShown],
  );

  const columns: ResourceColumn<AdminExchangeRate>[] = [
    {
      id: 'currency',
      header: t('exchangeRates.currency'),
      isRowHeader: true,
      className: 'whitespace-nowrap',
      sortValue: (rate) => rate.currency,
      cell: (rate) => (
        <span className="flex items-center gap-2">
          <span className="font-mono">{rate.currency}</span>
          {rate.isCurrent ? <Badge variant="success">{t('exchangeRates.current')}</Badge> : null}
        </span>
      ),
    },
    {
      id: 'rate',
      header: t('exchangeRates.rate'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (rate) => t('exchangeRates.perEur', { rate: formatNumber(Number(rate.rate), language, 6), currency: rate.currency }),
    },
    { id: 'date', header: t('exchangeRates.date'), className: 'whitespace-nowrap', sortValue: (rate) => rate.rateDate, cell: (rate) => formatCalendarDate(rate.rateDate, language) },
    {
      id: 'haircut',
      header: t('exchangeRates.haircut'),
      className: 'tabular-nums',
      sortValue: (rate) => Number(rate.fxHaircut),
      cell: (rate) => formatPercent(Number(rate.fxHaircut) * 100, language, 1),
    },
    {
      id: 'source',
      header: t('exchangeRates.source'),
      className: 'max-w-[20rem]',
      cell: (rate) => (
        <span className="line-clamp-2 text-xs" title={rate.source ?? undefined}>
          {rate.source ?? '–'}
        </span>
      ),
    },
    actionsColumn(t('common.actions'), (rate) =>
      rate.isCurrent ? (
        <Button variant="outline" size="sm" onClick={() => adding.open(rate.currency)} data-testid={`rate-new-${rate.currency}`}>
          <Plus aria-hidden="true" />
          {t('exchangeRates.newRate')}
          <span className="sr-only">{t('exchangeRates.newRateFor', { currency: rate.currency })}</span>
        </Button>
      ) : null,
    ),
  ];

  return (
    <>
      <ResourceSection
        titleId="admin-rates-title"
        title={t('exchangeRates.title')}
        description={t('exchangeRates.description')}
        action={
          <Button onClick={() => adding.open('')} data-testid="add-exchange-rate">
            <Plus aria-hidden="true" />
            {t('exchangeRates.add')}
          </Button>
        }
        toolbar={
          <div className="sm:max-w-md">
            <SwitchField id="rates-history" label={t('exchangeRates.showHistory')} checked={isHistoryShown} onCheckedChange={setIsHistoryShown} testId="rates-history" />
          </div>
        }
        query={query}
        items={shown}
        empty={{ message: t('exchangeRates.empty') }}
      >
        {(rates) => (
          <DataTable
            caption={t('exchangeRates.caption')}
            captionId="admin-rates-caption"
            testId="admin-rates-table"
            rows={rates}
            columns={columns}
            getRowId={(rate) => String(rate.id)}
            getRowProps={(rate) => ({ 'data-testid': `rate-row-${rate.currency}-${rate.rateDate}`, className: rate.isCurrent ? undefined : 'text-muted-foreground' })}
          />
        )}
      </ResourceSection>
      <ExchangeRateDialog isOpen={adding.isOpen} onOpenChange={adding.setOpen} currency={adding.item ?? ''} />
    </>
  );
}
