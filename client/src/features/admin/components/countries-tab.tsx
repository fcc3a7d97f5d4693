import { useRef } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminCountry } from '@core/schemas/admin';
import { Button } from '@/components/ui/button';
import { STICKY_END_CELL, STICKY_END_HEAD, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableRowHead } from '@/components/ui/table';
import { flagFor } from '@/lib/countries';
import { useDeleteCountry } from '../api/delete-country';
import { useAdminCountries } from '../api/get-admin-countries';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { CountryDialog } from './country-dialog';
import { EmptyState, ErrorState, LoadingState } from './query-states';
import { ActiveBadge } from './status-badge';
import { TabHeader } from './tab-header';
import { useEditAndDelete } from '../hooks/use-edit-and-delete';

/** docs/product.md §2.19: flag, name, code, type, active/inactive, edit, delete; Add Country dialog. */
export function CountriesTab() {
  const { t } = useTranslation(['admin', 'translation']);
  const { data: countries, isPending, isError, refetch } = useAdminCountries();
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const deleteMutation = useDeleteCountry();
  const { editing, deleting, openEditor, setEditorOpen, askToDelete, setDeleteOpen, confirmDelete } = useEditAndDelete<AdminCountry>(deleteMutation, {
    deleted: t('countries.toasts.deleted'),
    deleteFailed: t('countries.toasts.deleteFailed'),
  });

  return (
    <section aria-labelledby="admin-countries-title" className="grid grid-cols-1 gap-4">
      <TabHeader
        id="admin-countries-title"
        title={t('countries.title')}
        description={t('countries.description')}
        action={
          <Button ref={addButtonRef} onClick={() => openEditor(null)} data-testid="add-country">
            <Plus aria-hidden="true" />
            {t('countries.add')}
          </Button>
        }
      />
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : countries.length === 0 ? (
        <EmptyState>{t('countries.empty')}</EmptyState>
      ) : (
        <Table caption={t('countries.caption')} captionId="admin-countries-caption" data-testid="admin-countries-table">
          <TableHeader>
            <TableRow>
              <TableHead>{t('countries.name')}</TableHead>
              <TableHead>{t('countries.code')}</TableHead>
              <TableHead>{t('countries.type')}</TableHead>
              <TableHead>{t('common.status')}</TableHead>
              <TableHead className={STICKY_END_HEAD}>
                <span className="sr-only">{t('common.actions')}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {countries.map((country) => (
              <TableRow key={country.id} data-testid={`country-row-${country.code}`}>
                <TableRowHead className="whitespace-nowrap">
                  <span className="mr-2 text-lg" aria-hidden="true">
                    {country.flag || flagFor(country.code)}
                  </span>
                  {country.name}
                </TableRowHead>
                <TableCell className="font-mono">{country.code}</TableCell>
                <TableCell>{t(`countries.types.${country.type}`)}</TableCell>
                <TableCell>
                  <ActiveBadge isActive={country.isActive} />
                </TableCell>
                <TableCell className={STICKY_END_CELL}>
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      onClick={() => openEditor(country)}
                      aria-label={t('countries.editLabel', { name: country.name })}
                      data-testid={`country-edit-${country.code}`}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-destructive hover:bg-red-50 hover:text-destructive"
                      onClick={() => askToDelete(country)}
                      aria-label={t('countries.deleteLabel', { name: country.name })}
                      data-testid={`country-delete-${country.code}`}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}

      <CountryDialog
        isOpen={editing.isOpen}
        onOpenChange={setEditorOpen}
        country={editing.item}
      />
      <ConfirmDeleteDialog
        isOpen={deleting.isOpen}
        onOpenChange={setDeleteOpen}
        title={t('countries.deleteTitle', { name: deleting.item?.name ?? '' })}
        description={t('countries.deleteDescription')}
        onConfirm={confirmDelete}
        isPending={deleteMutation.isPending}
        error={deleting.error}
        focusAfterDelete={deleting.isDeleted ? addButtonRef.current : undefined}
        testId="country-delete-dialog"
      />
    </section>
  );
}
