import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminBank } from '@core/schemas/admin';
import { formatEur, formatPercentRange } from '@/lib/format';
import { useCountryNames } from '@/lib/use-country-names';
import { useLanguage } from '@/lib/use-language';
import { useDeleteBank } from '../api/delete-bank';
import { useAdminBanks } from '../api/get-admin-banks';
import { BankDialog } from './bank-dialog';
import { EditableList } from './resource-list/editable-list';
import type { ResourceColumn } from './resource-list/resource-column';
import { ActiveBadge } from './status-badge';

/** docs/product.md §2.19: name, country, loan range, interest rate range, status, edit, delete; Add Bank dialog. */
export function BanksTab() {
  const { t } = useTranslation(['admin', 'translation']);
  const language = useLanguage();
  const countryOf = useCountryNames();
  const query = useAdminBanks();
  const deleteMutation = useDeleteBank();

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
  ];

  return (
    <EditableList
      texts="banks"
      noun="bank"
      rowKey={(bank) => String(bank.id)}
      query={query}
      deleteMutation={deleteMutation}
      columns={columns}
      dialog={({ isOpen, onOpenChange, item }) => <BankDialog isOpen={isOpen} onOpenChange={onOpenChange} bank={item} />}
    />
  );
}
