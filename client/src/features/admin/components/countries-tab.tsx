import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminCountry } from '@core/schemas/admin';
import { Button } from '@/components/ui/button';
import { flagFor } from '@/lib/countries';
import { useDeleteCountry } from '../api/delete-country';
import { useAdminCountries } from '../api/get-admin-countries';
import { CountryDialog } from './country-dialog';
import { ConfirmDialog } from './resource-list/confirm-dialog';
import { DataTable } from './resource-list/data-table';
import { actionsColumn, type ResourceColumn } from './resource-list/resource-column';
import { ResourceSection } from './resource-list/resource-section';
import { RowActions } from './resource-list/row-actions';
import { useConfirmedDelete } from './resource-list/use-confirmed-delete';
import { useEditor } from './resource-list/use-editor';
import { ActiveBadge } from './status-badge';

/** docs/product.md §2.19: flag, name, code, type, active/inactive, edit, delete; Add Country dialog. */
export function CountriesTab() {
  const { t } = useTranslation(['admin', 'translation']);
  const query = useAdminCountries();
  const editor = useEditor<AdminCountry>();
  const deletion = useConfirmedDelete<AdminCountry>(useDeleteCountry(), { deleted: t('countries.toasts.deleted'), deleteFailed: t('countries.toasts.deleteFailed') });

  const columns: ResourceColumn<AdminCountry>[] = [
    {
      id: 'name',
      header: t('countries.name'),
      isRowHeader: true,
      className: 'whitespace-nowrap',
      sortValue: (country) => country.name,
      cell: (country) => (
        <>
          <span className="mr-2 text-lg" aria-hidden="true">
            {country.flag || flagFor(country.code)}
          </span>
          {country.name}
        </>
      ),
    },
    { id: 'code', header: t('countries.code'), className: 'font-mono', sortValue: (country) => country.code, cell: (country) => country.code },
    { id: 'type', header: t('countries.type'), sortValue: (country) => t(`countries.types.${country.type}`), cell: (country) => t(`countries.types.${country.type}`) },
    { id: 'status', header: t('common.status'), sortValue: (country) => Number(country.isActive), cell: (country) => <ActiveBadge isActive={country.isActive} /> },
    actionsColumn(t('common.actions'), (country) => (
      <RowActions
        edit={{ onClick: () => editor.open(country), label: t('countries.editLabel', { name: country.name }), testId: `country-edit-${country.code}` }}
        remove={{ onClick: () => deletion.askToDelete(country), label: t('countries.deleteLabel', { name: country.name }), testId: `country-delete-${country.code}` }}
      />
    )),
  ];

  return (
    <>
      <ResourceSection
        titleId="admin-countries-title"
        title={t('countries.title')}
        description={t('countries.description')}
        action={
          <Button ref={deletion.returnFocusRef} onClick={() => editor.open(null)} data-testid="add-country">
            <Plus aria-hidden="true" />
            {t('countries.add')}
          </Button>
        }
        query={query}
        items={query.data}
        empty={{ message: t('countries.empty') }}
      >
        {(countries) => (
          <DataTable
            caption={t('countries.caption')}
            captionId="admin-countries-caption"
            testId="admin-countries-table"
            rows={countries}
            columns={columns}
            getRowId={(country) => String(country.id)}
            getRowProps={(country) => ({ 'data-testid': `country-row-${country.code}` })}
          />
        )}
      </ResourceSection>
      <CountryDialog isOpen={editor.isOpen} onOpenChange={editor.setOpen} country={editor.item} />
      <ConfirmDialog
        {...deletion.dialog}
        title={t('countries.deleteTitle', { name: deletion.item?.name ?? '' })}
        description={t('countries.deleteDescription')}
        confirmLabel={t('translation:common.delete')}
        isDestructive
        testId="country-delete-dialog"
        confirmTestId="confirm-delete"
      />
    </>
  );
}
