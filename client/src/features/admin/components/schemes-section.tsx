import { useTranslation } from 'react-i18next';
import type { AdminScheme } from '@core/schemas/admin-costs';
import { formatEur, formatPercent } from '@/lib/format';
import { useCountryNames } from '@/lib/use-country-names';
import { useLanguage } from '@/lib/use-language';
import { useFirstHomeSchemes } from '../api/get-first-home-schemes';
import { DataTable } from './resource-list/data-table';
import { actionsColumn, type ResourceColumn } from './resource-list/resource-column';
import { ResourceSection } from './resource-list/resource-section';
import { RowActions } from './resource-list/row-actions';
import { useEditor } from './resource-list/use-editor';
import { SchemeDialog } from './scheme-dialog';
import { ActiveBadge } from './status-badge';

/** First-home schemes (issue 14 point 9): their limits, who may use them, and their sources. */
export function SchemesSection() {
  const { t } = useTranslation(['admin', 'translation']);
  const language = useLanguage();
  const countryOf = useCountryNames();
  const query = useFirstHomeSchemes();
  const editor = useEditor<AdminScheme>();

  const columns: ResourceColumn<AdminScheme>[] = [
    { id: 'name', header: t('costs.scheme.name'), isRowHeader: true, sortValue: (scheme) => scheme.name, cell: (scheme) => scheme.name },
    {
      id: 'country',
      header: t('costs.country'),
      className: 'whitespace-nowrap',
      sortValue: (scheme) => countryOf(scheme.countryCode)?.name ?? scheme.countryCode,
      cell: (scheme) => countryOf(scheme.countryCode)?.name ?? scheme.countryCode,
    },
    {
      id: 'limits',
      header: t('costs.scheme.limits'),
      className: 'min-w-[12rem] tabular-nums',
      cell: (scheme) =>
        t('costs.scheme.summary', {
          ltv: formatPercent(scheme.ltvCap * 100, language, 1),
          price: scheme.maxPrice === null ? '—' : formatEur(scheme.maxPrice, language),
          currency: scheme.loanCurrency,
        }) + (scheme.requiresResidence ? ` · ${t('costs.scheme.residentsOnly')}` : ''),
    },
    { id: 'source', header: t('costs.fields.source'), className: 'max-w-md min-w-[14rem] text-xs text-muted-foreground', cell: (scheme) => scheme.source },
    { id: 'status', header: t('common.status'), sortValue: (scheme) => Number(scheme.isActive), cell: (scheme) => <ActiveBadge isActive={scheme.isActive} /> },
    actionsColumn(t('common.actions'), (scheme) => (
      <RowActions edit={{ onClick: () => editor.open(scheme), label: t('costs.scheme.editLabel', { name: scheme.name }), testId: `scheme-edit-${scheme.key}` }} />
    )),
  ];

  return (
    <>
      <ResourceSection
        titleId="admin-schemes-title"
        title={t('costs.schemesTitle')}
        description={t('costs.schemesDescription')}
        query={query}
        items={query.data}
        empty={{ message: t('costs.schemesEmpty') }}
      >
        {(schemes) => (
          <DataTable
            caption={t('costs.schemesCaption')}
            captionId="admin-schemes-caption"
            testId="admin-schemes-table"
            rows={schemes}
            columns={columns}
            getRowId={(scheme) => String(scheme.id)}
            getRowProps={(scheme) => ({ 'data-testid': `scheme-row-${scheme.key}` })}
          />
        )}
      </ResourceSection>
      <SchemeDialog isOpen={editor.isOpen} onOpenChange={editor.setOpen} scheme={editor.item} />
    </>
  );
}
