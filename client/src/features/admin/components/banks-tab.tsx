import { ExternalLink, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminBank } from '@core/schemas/admin';
import { Button } from '@/components/ui/button';
import { formatEur, formatPercentRange } from '@/lib/format';
import { useCountryNames } from '@/lib/use-country-names';
import { useLanguage } from '@/lib/use-language';
import { useDeleteBank } from '../api/delete-bank';
import { useAdminBanks } from '../api/get-admin-banks';
import { BankDialog } from './bank-dialog';
import { ConfirmDialog } from './resource-list/confirm-dialog';
import { DataTable } from './resource-list/data-table';
import { actionsColumn, type ResourceColumn } from './resource-list/resource-column';
import { ResourceSection } from './resource-list/resource-section';
import { RowActions } from './resource-list/row-actions';
import { useConfirmedDelete } from './resource-list/use-confirmed-delete';
import { useEditor } from './resource-list/use-editor';
import { ActiveBadge } from './status-badge';

/** docs/product.md §2.19: name, country, loan range, interest rate range, status, edit, delete; Add Bank dialog. */
export function BanksTab() {
  const { t } = useTranslation(['admin', 'translation']);
  const language = useLanguage();
  const countryOf = useCountryNames();
  const query = useAdminBanks();
  const editor = useEditor<AdminBank>();
  const deletion = useConfirmedDelete<AdminBank>(useDeleteBank(), { deleted: t('banks.toasts.deleted'), deleteFailed: t('banks.toasts.deleteFailed') });

  const columns: ResourceColumn<AdminBank>[] = [
    {
      id: 'name',
      header: t('banks.name'),
      isRowHeader: true,
      className: 'min-w-[10rem]',
      sortValue: (bank) => bank.name,
      cell: (bank) => (
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
      ),
    },
    {
      id: 'country',
      header: t('banks.country'),
      className: 'whitespace-nowrap',
      sortValue: (bank) => countryOf(bank.countryCode)?.name ?? bank.countryCode,
      cell: (bank) => {
        const country = countryOf(bank.countryCode);
        return country ? (
          <>
            <span aria-hidden="true">{country.flag}</span> {country.name}
          </>
        ) : (
          bank.countryCode
        );
      },
    },
    {
      id: 'loanRange',
      header: t('banks.loanRange'),
      className: 'whitespace-nowrap tabular-nums',
      sortValue: (bank) => Number(bank.maxLoanAmount),
      cell: (bank) => `${formatEur(Number(bank.minLoanAmount), language)} – ${formatEur(Number(bank.maxLoanAmount), language)}`,
    },
    {
      id: 'rateRange',
      header: t('banks.rateRange'),
      className: 'whitespace-nowrap tabular-nums',
      sortValue: (bank) => Number(bank.interestRateMin),
      cell: (bank) => formatPercentRange(Number(bank.interestRateMin), Number(bank.interestRateMax), language),
    },
    { id: 'status', header: t('common.status'), sortValue: (bank) => Number(bank.isActive), cell: (bank) => <ActiveBadge isActive={bank.isActive} /> },
    actionsColumn(t('common.actions'), (bank) => (
      <RowActions
        edit={{ onClick: () => editor.open(bank), label: t('banks.editLabel', { name: bank.name }), testId: `bank-edit-${bank.id}` }}
        remove={{ onClick: () => deletion.askToDelete(bank), label: t('banks.deleteLabel', { name: bank.name }), testId: `bank-delete-${bank.id}` }}
      />
    )),
  ];

  return (
    <>
      <ResourceSection
        titleId="admin-banks-title"
        title={t('banks.title')}
        description={t('banks.description')}
        action={
          <Button ref={deletion.returnFocusRef} onClick={() => editor.open(null)} data-testid="add-bank">
            <Plus aria-hidden="true" />
            {t('banks.add')}
          </Button>
        }
        query={query}
        items={query.data}
        empty={{ message: t('banks.empty') }}
      >
        {(banks) => (
          <DataTable
            caption={t('banks.caption')}
            captionId="admin-banks-caption"
            testId="admin-banks-table"
            rows={banks}
            columns={columns}
            getRowId={(bank) => String(bank.id)}
            getRowProps={(bank) => ({ 'data-testid': `bank-row-${bank.id}` })}
          />
        )}
      </ResourceSection>
      <BankDialog isOpen={editor.isOpen} onOpenChange={editor.setOpen} bank={editor.item} />
      <ConfirmDialog
        {...deletion.dialog}
        title={t('banks.deleteTitle', { name: deletion.item?.name ?? '' })}
        description={t('banks.deleteDescription')}
        confirmLabel={t('translation:common.delete')}
        isDestructive
        testId="bank-delete-dialog"
        confirmTestId="confirm-delete"
      />
    </>
  );
}
