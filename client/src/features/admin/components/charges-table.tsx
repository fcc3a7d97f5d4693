import { useTranslation } from 'react-i18next';
import type { AdminBankCharge, AdminClosingCost } from '@core/schemas/admin-costs';
import { formatEur, formatPercent } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { DataTable } from './resource-list/data-table';
import { actionsColumn, type ResourceColumn } from './resource-list/resource-column';
import { RowActions } from './resource-list/row-actions';
import { ActiveBadge } from './status-badge';

type AnyCharge = AdminClosingCost | AdminBankCharge;

/** How a charge is computed, in words: "2 % of the price", "scale on the price, + 21 % VAT", "€200". */
function useDescribe() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const percent = (fraction: number) => formatPercent(Number((fraction * 100).toFixed(4)), language, 4);
  return (charge: AnyCharge) => {
    const parts: string[] = [];
    if (charge.amount) parts.push(formatEur(charge.amount, language, { cents: true }));
    if (charge.base !== 'fixed') {
      if (charge.brackets?.length) parts.push(t('costs.describe.scale', { base: t(`costs.basesShort.${charge.base}`) }));
      else if (charge.rate) parts.push(t('costs.describe.share', { rate: percent(charge.rate), base: t(`costs.basesShort.${charge.base}`) }));
    }
    if (charge.vatRate) parts.push(t('costs.describe.vat', { rate: percent(charge.vatRate) }));
    if ('frequency' in charge) parts.push(t(`costs.frequencies.${charge.frequency}`));
    return parts.join(', ') || formatEur(0, language);
  };
}

/** A country's or a bank's charges: what, how computed, source and date checked; edit and remove. */
export function ChargesTable({
  charges,
  caption,
  testId,
  onEdit,
  onRemove,
}: {
  charges: readonly AnyCharge[];
  caption: string;
  testId: string;
  /** The charge's place in `charges` (the list is saved whole, in its order). */
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('admin');
  const describe = useDescribe();
  const nameOf = (charge: AnyCharge) => t(`costs.keys.${charge.key}`);
  const columns: ResourceColumn<AnyCharge>[] = [
    { id: 'key', header: t('costs.fields.key'), isRowHeader: true, className: 'min-w-[9rem]', sortValue: nameOf, cell: nameOf },
    { id: 'computed', header: t('costs.computed'), className: 'min-w-[10rem] tabular-nums', cell: describe },
    { id: 'source', header: t('costs.fields.source'), className: 'max-w-md min-w-[14rem] text-xs text-muted-foreground', cell: (charge) => charge.source },
    {
      id: 'verifiedOn',
      header: t('costs.fields.verifiedOn'),
      className: 'whitespace-nowrap tabular-nums',
      sortValue: (charge) => charge.verifiedOn ?? null,
      cell: (charge) => charge.verifiedOn ?? '—',
    },
    {
      id: 'status',
      header: t('common.status'),
      cell: (charge) =>
        'isActive' in charge ? <ActiveBadge isActive={charge.isActive} /> : <span className="text-sm">{charge.isMandatory ? t('costs.mandatory') : t('costs.optional')}</span>,
    },
    actionsColumn(t('common.actions'), (charge, index) => (
      <RowActions
        edit={{ onClick: () => onEdit(index), label: t('costs.editLabel', { name: nameOf(charge) }), testId: `${testId}-edit-${charge.key}` }}
        remove={{ onClick: () => onRemove(index), label: t('costs.removeLabel', { name: nameOf(charge) }), testId: `${testId}-remove-${charge.key}` }}
      />
    )),
  ];
  return (
    <DataTable
      caption={caption}
      captionId={`${testId}-caption`}
      testId={testId}
      rows={charges}
      columns={columns}
      getRowId={(charge) => charge.key}
      getRowProps={(charge) => ({ 'data-testid': `${testId}-row-${charge.key}` })}
    />
  );
}
