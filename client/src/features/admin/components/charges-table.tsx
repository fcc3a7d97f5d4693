import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminBankCharge, AdminClosingCost } from '@core/schemas/admin-costs';
import { Button } from '@/components/ui/button';
import { STICKY_END_CELL, STICKY_END_HEAD, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableRowHead } from '@/components/ui/table';
import { formatEur, formatPercent } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
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
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('admin');
  const describe = useDescribe();
  return (
    <Table caption={caption} captionId={`${testId}-caption`} data-testid={testId}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('costs.fields.key')}</TableHead>
          <TableHead>{t('costs.computed')}</TableHead>
          <TableHead>{t('costs.fields.source')}</TableHead>
          <TableHead>{t('costs.fields.verifiedOn')}</TableHead>
          <TableHead>{t('common.status')}</TableHead>
          <TableHead className={STICKY_END_HEAD}>
            <span className="sr-only">{t('common.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {charges.map((charge, index) => {
          const name = t(`costs.keys.${charge.key}`);
          const isOn = 'isActive' in charge ? charge.isActive : charge.isMandatory;
          return (
            <TableRow key={charge.key} data-testid={`${testId}-row-${charge.key}`}>
              <TableRowHead className="min-w-[9rem]">{name}</TableRowHead>
              <TableCell className="min-w-[10rem] tabular-nums">{describe(charge)}</TableCell>
              <TableCell className="max-w-md min-w-[14rem] text-xs text-muted-foreground">{charge.source}</TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">{charge.verifiedOn ?? '—'}</TableCell>
              <TableCell>{'isActive' in charge ? <ActiveBadge isActive={isOn} /> : <span className="text-sm">{isOn ? t('costs.mandatory') : t('costs.optional')}</span>}</TableCell>
              <TableCell className={STICKY_END_CELL}>
                <div className="flex justify-end gap-1">
                  <Button variant="ghost" size="icon" onClick={() => onEdit(index)} aria-label={t('costs.editLabel', { name })} data-testid={`${testId}-edit-${charge.key}`}>
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-destructive hover:bg-red-50 hover:text-destructive"
                    onClick={() => onRemove(index)}
                    aria-label={t('costs.removeLabel', { name })}
                    data-testid={`${testId}-remove-${charge.key}`}
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
  );
}
