import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@core/constants';
import type { AdminScheme, SchemeUpdate } from '@core/schemas/admin-costs';
import { NumberInput } from '@/components/number-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useUpdateFirstHomeScheme } from '../api/update-first-home-scheme';
import { NUMBER_DECIMALS } from '../lib/number-fields';
import { schemeFormValues, schemeResolver, type SchemeFormValues } from '../lib/scheme-form';
import { FormDialog } from './resource-list/form-dialog';
import { useDialogForm } from './resource-list/use-dialog-form';
import { SwitchField } from './switch-field';

const FIELDS = ['name', 'loanCurrency', 'ltvCap', 'maxPrice', 'maxLoan', 'baseRate', 'maxTermYears', 'maxAge', 'source', 'verifiedOn', 'countryCode'] as const;
type NumberField = 'ltvCap' | 'maxPrice' | 'maxLoan' | 'baseRate' | 'maxTermYears' | 'maxAge';

/** The form's values for the scheme being edited (none before one is chosen). */
const valuesOfScheme = (scheme: AdminScheme | null, language: Language) => (scheme ? schemeFormValues(scheme, language) : null);

/** Edits a first-home scheme's limits, who may use it, and its source. */
export function SchemeDialog({ isOpen, onOpenChange, scheme }: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void; scheme: AdminScheme | null }) {
  const { t } = useTranslation(['admin', 'translation']);
  const mutation = useUpdateFirstHomeScheme();
  const { form, error, onSubmit } = useDialogForm<AdminScheme | null, SchemeFormValues, SchemeUpdate>({
    isOpen,
    resolver: schemeResolver,
    source: scheme,
    valuesOf: valuesOfScheme,
    save: {
      // The form is shown only with a scheme (below), so a submitted body always has one.
      send: (body) => mutation.mutateAsync({ id: scheme!.id, body }),
      fields: FIELDS,
      saved: t('costs.toasts.saved'),
      failed: t('costs.toasts.saveFailed'),
      close: () => onOpenChange(false),
    },
  });

  if (!scheme) return null;

  const numberField = (field: NumberField, unit: string, decimals: number, hint?: string) => (
    <FormField id={`scheme-${field}`} label={`${t(`costs.scheme.${field}`)} (${unit})`} hint={hint} error={error(field)}>
      <NumberInput id={`scheme-${field}`} typed={form.watch(field)} decimals={decimals} data-testid={`scheme-${field}`} {...form.register(field)} />
    </FormField>
  );
  const toggle = (name: 'requiresFirstHome' | 'requiresResidence' | 'isActive', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => <SwitchField id={`scheme-${name}`} label={label} checked={field.value} onCheckedChange={field.onChange} testId={`scheme-${name}`} />}
    />
  );

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('costs.scheme.editTitle', { name: scheme.name })}
      description={t('costs.scheme.dialogDescription')}
      testId="scheme-dialog"
      className="max-w-2xl"
      formClassName="grid gap-5"
      onSubmit={onSubmit}
      isPending={mutation.isPending}
      submitLabel={t('translation:common.save')}
      submitTestId="scheme-save"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="scheme-name" label={t('costs.scheme.name')} error={error('name')}>
          <Input data-testid="scheme-name" {...form.register('name')} />
        </FormField>
        <FormField id="scheme-loanCurrency" label={t('costs.scheme.loanCurrency')} error={error('loanCurrency')}>
          <Input data-testid="scheme-loanCurrency" {...form.register('loanCurrency')} />
        </FormField>
        {numberField('ltvCap', '%', 1)}
        {numberField('baseRate', '%', NUMBER_DECIMALS.rate, t('costs.scheme.baseRateHint'))}
        {numberField('maxPrice', 'EUR', NUMBER_DECIMALS.money, t('costs.scheme.optionalHint'))}
        {numberField('maxLoan', 'EUR', NUMBER_DECIMALS.money, t('costs.scheme.optionalHint'))}
        {numberField('maxTermYears', t('costs.scheme.years'), NUMBER_DECIMALS.whole, t('costs.scheme.optionalHint'))}
        {numberField('maxAge', t('costs.scheme.years'), NUMBER_DECIMALS.whole, t('costs.scheme.optionalHint'))}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {toggle('requiresFirstHome', t('costs.scheme.requiresFirstHome'))}
        {toggle('requiresResidence', t('costs.scheme.requiresResidence'))}
        {toggle('isActive', t('common.active'))}
      </div>
      <FormField id="scheme-source" label={t('costs.fields.source')} hint={t('costs.hints.source')} error={error('source')}>
        <Textarea rows={3} data-testid="scheme-source" {...form.register('source')} />
      </FormField>
      <FormField id="scheme-verifiedOn" label={t('costs.fields.verifiedOn')} error={error('verifiedOn')}>
        <Input type="date" data-testid="scheme-verifiedOn" {...form.register('verifiedOn')} />
      </FormField>
    </FormDialog>
  );
}
