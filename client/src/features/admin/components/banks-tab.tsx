import { useRef } from 'react';
import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminBank } from '@core/schemas/admin';
import { Button } from '@/components/ui/button';
import { STICKY_END_CELL, STICKY_END_HEAD, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableRowHead } from '@/components/ui/table';
import { formatEur, formatPercentRange } from '@/lib/format';
import { useCountryNames } from '@/lib/use-country-names';
import { useLanguage } from '@/lib/use-language';
import { useDeleteBank } from '../api/delete-bank';
import { useAdminBanks } from '../api/get-admin-banks';
import { BankDialog } from './bank-dialog';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { EmptyState, ErrorState, LoadingState } from './query-states';
import { ActiveBadge } from './status-badge';
import { TabHeader } from './tab-header';
import { useEditAndDelete } from '../hooks/use-edit-and-delete';

/** docs/product.md §2.19: name, country, loan range, interest rate range, status, edit, delete; Add Bank dialog. */
export function BanksTab() {
  const { t } = useTranslation(['admin', 'translation']);
  const language = useLanguage();
  const countryOf = useCountryNames();
  const { data: banks, isPending, isError, refetch } = useAdminBanks();
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const deleteMutation = useDeleteBank();
  const { editing, deleting, openEditor, setEditorOpen, askToDelete, setDeleteOpen, confirmDelete } = useEditAndDelete<AdminBank>(deleteMutation, {
    deleted: t('banks.toasts.deleted'),
    deleteFailed: t('banks.toasts.deleteFailed'),
  });

  return (
    <section aria-labelledby="admin-banks-title" className="grid grid-cols-1 gap-4">
      <TabHeader
        id="admin-banks-title"
        title={t('banks.title')}
        description={t('banks.description')}
        action={
          <Button ref={addButtonRef} onClick={() => openEditor(null)} data-testid="add-bank">
            <Plus aria-hidden="true" />
            {t('banks.add')}
          </Button>
        }
      />
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : banks.length === 0 ? (
        <EmptyState>{t('banks.empty')}</EmptyState>
      ) : (
        <Table caption={t('banks.caption')} captionId="admin-banks-caption" data-testid="admin-banks-table">
          <TableHeader>
            <TableRow>
              <TableHead>{t('banks.name')}</TableHead>
              <TableHead>{t('banks.country')}</TableHead>
              <TableHead>{t('banks.loanRange')}</TableHead>
              <TableHead>{t('banks.rateRange')}</TableHead>
              <TableHead>{t('common.status')}</TableHead>
              <TableHead className={STICKY_END_HEAD}>
                <span className="sr-only">{t('common.actions')}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {banks.map((bank) => {
              const country = countryOf(bank.countryCode);
              return (
                <TableRow key={bank.id} data-testid={`bank-row-${bank.id}`}>
                  <TableRowHead className="min-w-[10rem]">
                    <span className="grid gap-0.5">
                      <span>{bank.name}</span>
                      {bank.website ? (
                        <a
                          href={bank.website}
                          target="_blank"
                          rel="noreferrer noopener"
                          className="inline-flex w-fit items-center gap-1 text-xs font-normal text-primary underline-offset-4 hover:underline"
                        >
                          {bank.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                          <ExternalLink aria-hidden="true" className="size-3" />
                          <span className="sr-only">{t('common.opensInNewTab')}</span>
                        </a>
                      ) : null}
                    </span>
                  </TableRowHead>
                  <TableCell className="whitespace-nowrap">
                    {country ? (
                      <>
                        <span aria-hidden="true">{country.flag}</span> {country.name}
                      </>
                    ) : (
                      bank.countryCode
                    )}
                  </TableCell>
                  <TableCell className="whitespace-nowrap tabular-nums">
                    {formatEur(Number(bank.minLoanAmount), language)} – {formatEur(Number(bank.maxLoanAmount), language)}
                  </TableCell>
                  <TableCell className="whitespace-nowrap tabular-nums">
                    {formatPercentRange(Number(bank.interestRateMin), Number(bank.interestRateMax), language)}
                  </TableCell>
                  <TableCell>
                    <ActiveBadge isActive={bank.isActive} />
                  </TableCell>
                  <TableCell className={STICKY_END_CELL}>
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        size="icon"
                        onClick={() => openEditor(bank)}
                        aria-label={t('banks.editLabel', { name: bank.name })}
                        data-testid={`bank-edit-${bank.id}`}
                      >
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="text-destructive hover:bg-red-50 hover:text-destructive"
                        onClick={() => askToDelete(bank)}
                        aria-label={t('banks.deleteLabel', { name: bank.name })}
                        data-testid={`bank-delete-${bank.id}`}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}

      <BankDialog isOpen={editing.isOpen} onOpenChange={setEditorOpen} bank={editing.item} />
      <ConfirmDeleteDialog
        isOpen={deleting.isOpen}
        onOpenChange={setDeleteOpen}
        title={t('banks.deleteTitle', { name: deleting.item?.name ?? '' })}
        description={t('banks.deleteDescription')}
        onConfirm={confirmDelete}
        isPending={deleteMutation.isPending}
        error={deleting.error}
        focusAfterDelete={deleting.isDeleted ? addButtonRef.current : undefined}
        testId="bank-delete-dialog"
      />
    </section>
  );
}
