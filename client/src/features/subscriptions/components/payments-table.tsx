import { useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableRowHead } from '@/components/ui/table';
import { formatMoney, formatNumber } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import { usePayments } from '../api/get-payments';

const PAGE_SIZE = 10;

/** Past payments, newest first: date, what was paid for, amount, status and the invoice. */
export function PaymentsTable() {
  const { t } = useTranslation('workspace');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const query = usePayments({ page, pageSize: PAGE_SIZE });

  if (query.isPending) return <Spinner label={t('translation:common.loading')} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} title={t('billing.payments.loadError')} />;
  if (query.data.total === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground" data-testid="payments-empty">
        {t('billing.payments.empty')}
      </p>
    );
  }
  const pages = Math.max(1, Math.ceil(query.data.total / PAGE_SIZE));
  const status = t('billing.payments.pageStatus', { page: formatNumber(page, language), pages: formatNumber(pages, language) });

  return (
    <div className="grid gap-3">
      <Table caption={t('billing.payments.caption')} captionId="payments-caption" data-testid="payments-table">
        <TableHeader>
          <TableRow>
            <TableHead>{t('billing.payments.date')}</TableHead>
            <TableHead>{t('billing.payments.description')}</TableHead>
            <TableHead>{t('billing.payments.amount')}</TableHead>
            <TableHead>{t('billing.payments.status')}</TableHead>
            <TableHead>{t('billing.payments.invoice')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {query.data.items.map((payment) => (
            <TableRow key={payment.id} data-testid="payment-row">
              <TableRowHead className="whitespace-nowrap">
                <time dateTime={payment.date}>{formatDate(payment.date, language)}</time>
              </TableRowHead>
              <TableCell className="min-w-[10rem]">
                {payment.plan ? t(`plan.${payment.plan}`) : t('billing.payments.subscription')}
                {payment.periodStart && payment.periodEnd ? (
                  <span className="block text-xs text-muted-foreground">
                    {t('billing.payments.period', { from: formatDate(payment.periodStart, language), to: formatDate(payment.periodEnd, language) })}
                  </span>
                ) : null}
              </TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">{formatMoney(Number(payment.amount), payment.currency, language, { cents: true })}</TableCell>
              <TableCell>
                <Badge variant={payment.status === 'paid' ? 'success' : 'destructive'}>{t(`billing.payments.statuses.${payment.status}`)}</Badge>
              </TableCell>
              <TableCell>
                {payment.invoiceUrl ? (
                  <a href={payment.invoiceUrl} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
                    {payment.invoiceNumber ?? t('billing.payments.view')}
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                    <span className="sr-only">{t('translation:common.opensInNewTab')}</span>
                  </a>
                ) : (
                  <span className="text-muted-foreground">{payment.invoiceNumber ?? '–'}</span>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pages > 1 ? (
        <Pagination
          page={page}
          pageCount={pages}
          onPageChange={setPage}
          isBusy={query.isPlaceholderData}
          testIdPrefix="payments-pagination"
          labels={{ nav: t('billing.payments.pagination'), previous: t('translation:common.previous'), next: t('translation:common.next'), status }}
        />
      ) : null}
    </div>
  );
}
