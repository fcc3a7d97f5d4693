import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableRowHead } from '@/components/ui/table';
import { formatNumber, formatPercent } from '@/lib/format';
import { formatCalendarDate } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import { useExchangeRates } from '../api/get-exchange-rates';
import { ExchangeRateDialog } from './exchange-rate-dialog';
import { EmptyState, ErrorState, LoadingState } from './query-states';
import { SwitchField } from './switch-field';
import { TabHeader } from './tab-header';

/** Issue 6: the rate and date per currency (and the income haircut); add a new dated rate. */
export function ExchangeRatesTab() {
  const { t } = useTranslation(['admin', 'translation']);
  const language = useLanguage();
  const { data: rates, isPending, isError, refetch } = useExchangeRates();
  const [isHistoryShown, setIsHistoryShown] = useState(false);
  const [adding, setAdding] = useState<{ currency: string; isOpen: boolean }>({ currency: '', isOpen: false });
  const shown = (rates ?? [])
    .filter((rate) => isHistoryShown || rate.isCurrent)
    .sort((a, b) => a.currency.localeCompare(b.currency) || b.rateDate.localeCompare(a.rateDate));

  return (
    <section aria-labelledby="admin-rates-title" className="grid grid-cols-1 gap-4">
      <TabHeader
        id="admin-rates-title"
        title={t('exchangeRates.title')}
        description={t('exchangeRates.description')}
        action={
          <Button onClick={() => setAdding({ currency: '', isOpen: true })} data-testid="add-exchange-rate">
            <Plus aria-hidden="true" />
            {t('exchangeRates.add')}
          </Button>
        }
      />
      <div className="sm:max-w-md">
        <SwitchField
          id="rates-history"
          label={t('exchangeRates.showHistory')}
          checked={isHistoryShown}
          onCheckedChange={setIsHistoryShown}
          testId="rates-history"
        />
      </div>
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState>{t('exchangeRates.empty')}</EmptyState>
      ) : (
        <Table caption={t('exchangeRates.caption')} captionId="admin-rates-caption" data-testid="admin-rates-table">
          <TableHeader>
            <TableRow>
              <TableHead>{t('exchangeRates.currency')}</TableHead>
              <TableHead>{t('exchangeRates.rate')}</TableHead>
              <TableHead>{t('exchangeRates.date')}</TableHead>
              <TableHead>{t('exchangeRates.haircut')}</TableHead>
              <TableHead>{t('exchangeRates.source')}</TableHead>
              <TableHead>
                <span className="sr-only">{t('common.actions')}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((rate) => (
              <TableRow key={rate.id} data-testid={`rate-row-${rate.currency}-${rate.rateDate}`} className={rate.isCurrent ? undefined : 'text-muted-foreground'}>
                <TableRowHead className="whitespace-nowrap">
                  <span className="flex items-center gap-2">
                    <span className="font-mono">{rate.currency}</span>
                    {rate.isCurrent ? <Badge variant="success">{t('exchangeRates.current')}</Badge> : null}
                  </span>
                </TableRowHead>
                <TableCell className="whitespace-nowrap tabular-nums">
                  {t('exchangeRates.perEur', { rate: formatNumber(Number(rate.rate), language, 6), currency: rate.currency })}
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatCalendarDate(rate.rateDate, language)}</TableCell>
                <TableCell className="tabular-nums">{formatPercent(Number(rate.fxHaircut) * 100, language, 1)}</TableCell>
                <TableCell className="max-w-[20rem]">
                  <span className="line-clamp-2 text-xs" title={rate.source ?? undefined}>
                    {rate.source ?? '–'}
                  </span>
                </TableCell>
                <TableCell>
                  {rate.isCurrent ? (
                    <Button variant="outline" size="sm" onClick={() => setAdding({ currency: rate.currency, isOpen: true })} data-testid={`rate-new-${rate.currency}`}>
                      <Plus aria-hidden="true" />
                      {t('exchangeRates.newRate')}
                      <span className="sr-only">{t('exchangeRates.newRateFor', { currency: rate.currency })}</span>
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ExchangeRateDialog isOpen={adding.isOpen} onOpenChange={(isOpen) => setAdding((current) => ({ ...current, isOpen }))} currency={adding.currency} />
    </section>
  );
}
