import { useMemo, useState } from 'react';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminBuyingStep, BuyingStepInput } from '@core/schemas/admin-buying-steps';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { useCountryNames } from '@/lib/use-country-names';
import { useLanguage } from '@/lib/use-language';
import { useBuyingSteps } from '../api/get-buying-steps';
import { useUpdateBuyingSteps } from '../api/update-buying-steps';
import { buyingStepInput } from '../lib/buying-step-form';
import { BuyingStepDialog } from './buying-step-dialog';
import { actionsColumn, type ResourceColumn } from './resource-list/resource-column';
import { DataTable } from './resource-list/data-table';
import { FilterSelect } from './resource-list/filter-select';
import { ResourceSection } from './resource-list/resource-section';

/**
 * Issue 24 item 1: each property country's steps of buying from abroad (ADR 085). An admin
 * corrects a step's lead time, how it is done from abroad and its source; every plan read
 * afterwards is worked out from the corrected list.
 */
export function BuyingStepsTab() {
  const { t } = useTranslation(['admin', 'plan', 'translation']);
  const language = useLanguage();
  const countryOf = useCountryNames();
  const query = useBuyingSteps();
  const mutation = useUpdateBuyingSteps();
  const [selected, setSelected] = useState('');
  const [editing, setEditing] = useState<{ isOpen: boolean; index: number }>({ isOpen: false, index: 0 });
  const codes = [...new Set((query.data ?? []).map((step) => step.countryCode))];
  const countryCode = selected || codes[0] || '';
  const steps = useMemo(() => query.data?.filter((step) => step.countryCode === countryCode), [query.data, countryCode]);
  const country = countryOf(countryCode)?.name ?? countryCode;

  const save = (index: number) => (step: BuyingStepInput) => {
    const items = (steps ?? []).map(buyingStepInput);
    items[index] = step;
    return mutation.mutateAsync({ countryCode, items });
  };

  const columns: ResourceColumn<AdminBuyingStep>[] = [
    { id: 'order', header: t('buyingSteps.columns.order'), cell: (step) => step.order, sortValue: (step) => step.order, className: 'tabular-nums' },
    { id: 'step', header: t('buyingSteps.columns.step'), cell: (step) => t(`plan:steps.${step.key}`), isRowHeader: true, className: 'min-w-48' },
    { id: 'actor', header: t('buyingSteps.fields.actor'), cell: (step) => t(`buyingSteps.actors.${step.actor}`) },
    {
      id: 'fromAbroad',
      header: t('buyingSteps.fields.fromAbroad'),
      cell: (step) => (
        <span>
          {t(`buyingSteps.fromAbroad.${step.fromAbroad}`)}
          {step.proxyAllowed && step.fromAbroad !== 'byProxy' ? <span className="block text-xs text-muted-foreground">{t('buyingSteps.proxyPossible')}</span> : null}
        </span>
      ),
    },
    {
      id: 'leadDays',
      header: t('buyingSteps.fields.leadDays'),
      cell: (step) => t(step.leadDayKind === 'working' ? 'buyingSteps.lead.working' : 'buyingSteps.lead.calendar', { count: step.leadDays }),
      sortValue: (step) => step.leadDays,
    },
    {
      id: 'basis',
      header: t('buyingSteps.columns.basis'),
      cell: (step) => <Badge variant={step.isEstimate ? 'outline' : 'secondary'}>{step.isEstimate ? t('buyingSteps.estimate') : t('buyingSteps.rule')}</Badge>,
    },
    { id: 'verifiedOn', header: t('costs.fields.verifiedOn'), cell: (step) => formatDate(step.verifiedOn, language), sortValue: (step) => step.verifiedOn },
    actionsColumn(t('common.actions'), (step, index) => (
      <Button variant="outline" size="sm" onClick={() => setEditing({ isOpen: true, index })} data-testid={`edit-buying-step-${step.key}`}>
        <Pencil aria-hidden="true" />
        <span>{t('buyingSteps.edit')}</span>
        <span className="sr-only">{t(`plan:steps.${step.key}`)}</span>
      </Button>
    )),
  ];

  return (
    <>
      <ResourceSection
        titleId="admin-buying-steps-title"
        title={t('buyingSteps.title')}
        description={t('buyingSteps.description')}
        toolbar={
          query.data ? (
            <FilterSelect
              id="admin-buying-steps-country"
              label={t('costs.country')}
              value={countryCode}
              options={codes.map((code) => ({ value: code, label: countryOf(code)?.name ?? code }))}
              onChange={setSelected}
              className="max-w-xs"
            />
          ) : null
        }
        query={query}
        items={steps}
        empty={{ message: t('buyingSteps.empty') }}
      >
        {(rows) => (
          <DataTable
            caption={t('buyingSteps.caption', { country })}
            captionId="admin-buying-steps-caption"
            testId="admin-buying-steps"
            rows={rows}
            columns={columns}
            getRowId={(step) => step.key}
            getRowProps={(step) => ({ 'data-testid': `buying-step-row-${step.key}` })}
          />
        )}
      </ResourceSection>
      <BuyingStepDialog
        isOpen={editing.isOpen}
        onOpenChange={(isOpen) => setEditing((current) => ({ ...current, isOpen }))}
        step={steps?.[editing.index] ?? null}
        country={country}
        save={save(editing.index)}
        isPending={mutation.isPending}
      />
    </>
  );
}
