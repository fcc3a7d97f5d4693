import { useTranslation } from 'react-i18next';
import type { AdminCountry } from '@core/schemas/admin';
import { flagFor } from '@/lib/countries';
import { useDeleteCountry } from '../api/delete-country';
import { useAdminCountries } from '../api/get-admin-countries';
import { CountryDialog } from './country-dialog';
import { EditableList } from './resource-list/editable-list';
import type { ResourceColumn } from './resource-list/resource-column';
import { ActiveBadge } from './status-badge';

/** docs/product.md §2.19: flag, name, code, type, active/inactive, edit, delete; Add Country dialog. */
export function CountriesTab() {
  const { t } = useTranslation(['admin', 'translation']);
  const query = useAdminCountries();
  const deleteMutation = useDeleteCountry();

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
  ];

  return (
    <EditableList
      texts="countries"
      noun="country"
      rowKey={(country) => country.code}
      query={query}
      deleteMutation={deleteMutation}
      columns={columns}
      dialog={({ isOpen, onOpenChange, item }) => <CountryDialog isOpen={isOpen} onOpenChange={onOpenChange} country={item} />}
    />
  );
}
