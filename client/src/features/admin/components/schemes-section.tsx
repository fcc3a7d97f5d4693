import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminScheme } from '@core/schemas/admin-costs';
import { Button } from '@/components/ui/button';
import { STICKY_END_CELL, STICKY_END_HEAD, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableRowHead } from '@/components/ui/table';
import { formatEur, formatPercent } from '@/lib/format';
import { useCountryNames } from '@/lib/use-country-names';
import { useLanguage } from '@/lib/use-language';
import { useFirstHomeSchemes } from '../api/get-first-home-schemes';
import { EmptyState, ErrorState, LoadingState } from './query-states';
import { SchemeDialog } from './scheme-dialog';
import { ActiveBadge } from './status-badge';
import { TabHeader } from './tab-header';

/** First-home schemes (issue 14 point 9): their limits, who may use them, and their sources. */
export function SchemesSection() {
  const { t } = useTranslation(['admin', 'translation']);
  const language = useLanguage();
  const countryOf = useCountryNames();
  const { data, isPending, isError, refetch } = useFirstHomeSchemes();
  const [editing, setEditing] = useState<{ isOpen: boolean; scheme: AdminScheme | null }>({ isOpen: false, scheme: null });

  return (
    <section aria-labelledby="admin-schemes-title" className="grid grid-cols-1 gap-4">
      <TabHeader id="admin-schemes-title" title={t('costs.schemesTitle')} description={t('costs.schemesDescription')} />
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState>{t('costs.schemesEmpty')}</EmptyState>
      ) : (
        <Table caption={t('costs.schemesCaption')} captionId="admin-schemes-caption" data-testid="admin-schemes-table">
          <TableHeader>
            <TableRow>
              <TableHead>{t('costs.scheme.name')}</TableHead>
              <TableHead>{t('costs.country')}</TableHead>
              <TableHead>{t('costs.scheme.limits')}</TableHead>
              <TableHead>{t('costs.fields.source')}</TableHead>
              <TableHead>{t('common.status')}</TableHead>
              <TableHead className={STICKY_END_HEAD}>
                <span className="sr-only">{t('common.actions')}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.map((scheme) => (
              <TableRow key={scheme.id} data-testid={`scheme-row-${scheme.key}`}>
                <TableRowHead>{scheme.name}</TableRowHead>
                <TableCell className="whitespace-nowrap">{countryOf(scheme.countryCode)?.name ?? scheme.countryCode}</TableCell>
                <TableCell className="min-w-[12rem] tabular-nums">
                  {t('costs.scheme.summary', {
                    ltv: formatPercent(scheme.ltvCap * 100, language, 1),
                    price: scheme.maxPrice === null ? '—' : formatEur(scheme.maxPrice, language),
                    currency: scheme.loanCurrency,
                  })}
                  {scheme.requiresResidence ? ` · ${t('costs.scheme.residentsOnly')}` : ''}
                </TableCell>
                <TableCell className="max-w-md min-w-[14rem] text-xs text-muted-foreground">{scheme.source}</TableCell>
                <TableCell>
                  <ActiveBadge isActive={scheme.isActive} />
                </TableCell>
                <TableCell className={STICKY_END_CELL}>
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => setEditing({ isOpen: true, scheme })}
                    aria-label={t('costs.scheme.editLabel', { name: scheme.name })}
                    data-testid={`scheme-edit-${scheme.key}`}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <SchemeDialog isOpen={editing.isOpen} onOpenChange={(isOpen) => setEditing((current) => ({ ...current, isOpen }))} scheme={editing.scheme} />
    </section>
  );
}
