import { useRef, useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminCountry } from '@core/schemas/admin';
import { Button } from '@/components/ui/button';
import { STICKY_END_CELL, STICKY_END_HEAD, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableRowHead } from '@/components/ui/table';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { flagFor } from '@/lib/countries';
import { useDeleteCountry } from '../api/delete-country';
import { useAdminCountries } from '../api/get-admin-countries';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { CountryDialog } from './country-dialog';
import { EmptyState, ErrorState, LoadingState } from './query-states';
import { ActiveBadge } from './status-badge';
import { TabHeader } from './tab-header';

/** Spec: flag, name, code, type, active/inactive, edit, delete; Add Country dialog. */
export function CountriesTab() {
  const { t } = useTranslation(['admin', 'translation']);
  const { data: countries, isPending, isError, refetch } = useAdminCountries();
  const [editing, setEditing] = useState<{ country: AdminCountry | null; isOpen: boolean }>({ country: null, isOpen: false });
  const [deleting, setDeleting] = useState<{ country: AdminCountry | null; isOpen: boolean; error?: string; isDeleted?: boolean }>({
    country: null,
    isOpen: false,
  });
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const deleteMutation = useDeleteCountry();

  const confirmDelete = () => {
    const country = deleting.country;
    if (!country) return;
    deleteMutation.mutate(country.id, {
      onSuccess: () => {
        toast({ title: t('countries.toasts.deleted') });
        setDeleting((current) => ({ ...current, isOpen: false, isDeleted: true }));
      },
      onError: (error) => {
        const { message } = getApiErrorDetails(error);
        setDeleting((current) => ({ ...current, error: message }));
        toast({ variant: 'destructive', title: t('countries.toasts.deleteFailed'), description: message });
      },
    });
  };

  return (
    <section aria-labelledby="admin-countries-title" className="grid grid-cols-1 gap-4">
      <TabHeader
        id="admin-countries-title"
        title={t('countries.title')}
        description={t('countries.description')}
        action={
          <Button ref={addButtonRef} onClick={() => setEditing({ country: null, isOpen: true })} data-testid="add-country">
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
                      onClick={() => setEditing({ country, isOpen: true })}
                      aria-label={t('countries.editLabel', { name: country.name })}
                      data-testid={`country-edit-${country.code}`}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-destructive hover:bg-red-50 hover:text-destructive"
                      onClick={() => setDeleting({ country, isOpen: true })}
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
        onOpenChange={(isOpen) => setEditing((current) => ({ ...current, isOpen }))}
        country={editing.country}
      />
      <ConfirmDeleteDialog
        isOpen={deleting.isOpen}
        onOpenChange={(isOpen) => setDeleting((current) => ({ ...current, isOpen, error: undefined }))}
        title={t('countries.deleteTitle', { name: deleting.country?.name ?? '' })}
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
