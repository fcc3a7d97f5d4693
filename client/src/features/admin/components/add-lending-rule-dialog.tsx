import { useTranslation } from 'react-i18next';
import type { LendingRuleCreate } from '@core/schemas/admin';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useCreateLendingRule } from '../api/create-lending-rule';
import { newLendingRuleFormValues, newLendingRuleResolver, type NewLendingRuleFormValues } from '../lib/new-lending-rule-form';
import { LendingNumberField, type LendingUnit } from './lending-number-field';
import { FormDialog } from './resource-list/form-dialog';
import { useDialogForm } from './resource-list/use-dialog-form';

const NUMBER_FIELDS = {
  dstiCap: 'percent',
  ltvCap: 'percent',
  ltvCapLandCommercial: 'percent',
  maxTermYears: 'years',
  maxTermYearsLandCommercial: 'years',
  maxAgeAtMaturity: 'age',
  baseRate: 'percent',
  stressAddon: 'percent',
} as const satisfies Partial<Record<keyof NewLendingRuleFormValues, LendingUnit>>;

/** The fields a server refusal may name: the route's identity, the limits asked here and the source. */
const FIELDS = ['countryCode', 'loanCurrency', ...(Object.keys(NUMBER_FIELDS) as Array<keyof typeof NUMBER_FIELDS>), 'source'] as const;

interface AddLendingRuleDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Issue 21: a new property country's rule is added here, not in a deploy. It asks what every route
 * needs (caps, term, rates); the first-home caps, origins and sources are edited afterwards.
 */
export function AddLendingRuleDialog({ isOpen, onOpenChange }: AddLendingRuleDialogProps) {
  const { t } = useTranslation(['admin', 'translation']);
  const mutation = useCreateLendingRule();
  const { form, error, onSubmit } = useDialogForm<null, NewLendingRuleFormValues, LendingRuleCreate>({
    isOpen,
    resolver: newLendingRuleResolver,
    source: null,
    valuesOf: newLendingRuleFormValues,
    save: {
      send: (body) => mutation.mutateAsync(body),
      fields: FIELDS,
      saved: t('lendingRules.toasts.created'),
      failed: t('lendingRules.toasts.createFailed'),
      close: () => onOpenChange(false),
    },
  });

  const numberField = (field: keyof typeof NUMBER_FIELDS) => (
    <LendingNumberField
      key={field}
      id={`new-lending-${field}`}
      field={field}
      unit={NUMBER_FIELDS[field]}
      error={error(field)}
      typed={form.watch(field)}
      registration={form.register(field)}
    />
  );

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('lendingRules.addTitle')}
      description={t('lendingRules.addDescription')}
      testId="add-lending-rule-dialog"
      className="max-w-2xl"
      formClassName="grid gap-5"
      onSubmit={onSubmit}
      isPending={mutation.isPending}
      submitLabel={t('lendingRules.add')}
      submitTestId="new-lending-save"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="new-lending-countryCode" label={t('lendingRules.fields.countryCode')} hint={t('lendingRules.countryCodeHint')} error={error('countryCode')}>
          <Input id="new-lending-countryCode" maxLength={2} autoComplete="off" data-testid="new-lending-countryCode" {...form.register('countryCode')} />
        </FormField>
        <FormField id="new-lending-loanCurrency" label={t('lendingRules.fields.loanCurrency')} error={error('loanCurrency')}>
          <Input id="new-lending-loanCurrency" maxLength={3} autoComplete="off" data-testid="new-lending-loanCurrency" {...form.register('loanCurrency')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">{(Object.keys(NUMBER_FIELDS) as Array<keyof typeof NUMBER_FIELDS>).map(numberField)}</div>
      <FormField id="new-lending-source" label={t('lendingRules.source')} error={error('source')}>
        <Textarea rows={2} data-testid="new-lending-source" {...form.register('source')} />
      </FormField>
    </FormDialog>
  );
}
