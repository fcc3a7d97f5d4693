import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@core/constants';
import type { AdminBuyingStep, BuyingStepInput } from '@core/schemas/admin-buying-steps';
import { NumberInput } from '@/components/number-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { buyingStepFormValues, buyingStepResolver, type BuyingStepFormValues } from '../lib/buying-step-form';
import { NUMBER_DECIMALS } from '../lib/number-fields';
import { FormDialog } from './resource-list/form-dialog';
import { useDialogForm } from './resource-list/use-dialog-form';
import { SwitchField } from './switch-field';

const FIELDS = ['actor', 'fromAbroad', 'proxyAllowed', 'leadDays', 'leadDayKind', 'source', 'verifiedOn', 'isEstimate'] as const;
export const BUYING_STEP_ACTORS = ['applicant', 'proxy', 'broker', 'bank', 'notary'] as const;
export const FROM_ABROAD = ['inPerson', 'byProxy', 'remote'] as const;

const valuesOfStep = (step: AdminBuyingStep | null, language: Language) => (step ? buyingStepFormValues(step, language) : null);

interface BuyingStepDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  step: AdminBuyingStep | null;
  country: string;
  /** Saves the country's list with this step replaced; rejects with the API's error. */
  save: (step: BuyingStepInput) => Promise<unknown>;
  isPending: boolean;
}

/** Edits one buying step of a country: who does it, how from abroad, its lead time and its source. */
export function BuyingStepDialog({ isOpen, onOpenChange, step, country, save, isPending }: BuyingStepDialogProps) {
  const { t } = useTranslation(['admin', 'plan', 'translation']);
  const { form, error, onSubmit } = useDialogForm<AdminBuyingStep | null, BuyingStepFormValues, BuyingStepInput>({
    isOpen,
    resolver: buyingStepResolver,
    source: step,
    valuesOf: valuesOfStep,
    save: {
      send: save,
      fields: FIELDS,
      // The step is saved inside its country's list: its errors come as items.<index>.<field>.
      fieldOf: (path) => path.split('.').at(-1),
      saved: t('buyingSteps.toasts.saved'),
      failed: t('buyingSteps.toasts.saveFailed'),
      close: () => onOpenChange(false),
    },
  });

  if (!step) return null;
  const select = <T extends string>(field: 'actor' | 'fromAbroad' | 'leadDayKind', options: readonly T[], label: (option: T) => string) => (
    <FormField id={`buying-step-${field}`} label={t(`buyingSteps.fields.${field}`)} error={error(field)}>
      <NativeSelect id={`buying-step-${field}`} data-testid={`buying-step-${field}`} {...form.register(field)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {label(option)}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
  const toggle = (name: 'proxyAllowed' | 'isEstimate', hint: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <SwitchField id={`buying-step-${name}`} label={t(`buyingSteps.fields.${name}`)} hint={hint} checked={field.value} onCheckedChange={field.onChange} testId={`buying-step-${name}`} />
      )}
    />
  );

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('buyingSteps.editTitle', { step: t(`plan:steps.${step.key}`), country })}
      description={t('buyingSteps.dialogDescription')}
      testId="buying-step-dialog"
      className="max-w-2xl"
      formClassName="grid gap-5"
      onSubmit={onSubmit}
      isPending={isPending}
      submitLabel={t('translation:common.save')}
      submitTestId="buying-step-save"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {select('actor', BUYING_STEP_ACTORS, (actor) => t(`buyingSteps.actors.${actor}`))}
        {select('fromAbroad', FROM_ABROAD, (mode) => t(`buyingSteps.fromAbroad.${mode}`))}
        <FormField id="buying-step-leadDays" label={t('buyingSteps.fields.leadDays')} error={error('leadDays')}>
          <NumberInput id="buying-step-leadDays" typed={form.watch('leadDays')} decimals={NUMBER_DECIMALS.whole} data-testid="buying-step-leadDays" {...form.register('leadDays')} />
        </FormField>
        {select('leadDayKind', ['working', 'calendar'] as const, (kind) => t(`buyingSteps.leadDayKinds.${kind}`))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {toggle('proxyAllowed', t('buyingSteps.hints.proxyAllowed'))}
        {toggle('isEstimate', t('buyingSteps.hints.isEstimate'))}
      </div>
      <FormField id="buying-step-source" label={t('costs.fields.source')} hint={t('buyingSteps.hints.source')} error={error('source')}>
        <Textarea rows={4} data-testid="buying-step-source" {...form.register('source')} />
      </FormField>
      <FormField id="buying-step-verifiedOn" label={t('costs.fields.verifiedOn')} error={error('verifiedOn')}>
        <Input type="date" data-testid="buying-step-verifiedOn" {...form.register('verifiedOn')} />
      </FormField>
    </FormDialog>
  );
}
