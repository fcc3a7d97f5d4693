import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMIT_SOURCE_MAX_LENGTH } from '@core/eligibility/limit-origins';
import type { Language } from '@core/constants';
import type { AdminLendingRule, LendingRuleUpdate } from '@core/schemas/admin';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useCountryNames } from '@/lib/use-country-names';
import { useUpdateLendingRule } from '../api/update-lending-rule';
import { LIMIT_ORIGINS, lendingRuleFormValues, lendingRuleResolver, limitsOf, type LendingRuleFormValues } from '../lib/lending-rule-form';
import { LendingNumberField, type LendingUnit } from './lending-number-field';
import { FormDialog } from './resource-list/form-dialog';
import { useDialogForm } from './resource-list/use-dialog-form';
import { SwitchField } from './switch-field';

const FIELDS = [
  'dstiCap',
  'dstiCapFirstHome',
  'ltvCap',
  'ltvCapFirstHome',
  'ltvCapLandCommercial',
  'maxTermYears',
  'maxTermYearsLandCommercial',
  'maxAgeAtMaturity',
  'baseRate',
  'stressAddon',
  'stressAddonVariable',
  'stressedRateCap',
  'verifiedOn',
  'isVerified',
  'isActive',
  'notes',
  'source',
  'limitOrigins',
  'limitSources',
] as const;

type NumberField = Exclude<(typeof FIELDS)[number], 'isVerified' | 'isActive' | 'notes' | 'source' | 'verifiedOn' | 'limitOrigins' | 'limitSources'>;

/** The form's values for the rule being edited (none before one is chosen). */
const valuesOfRule = (rule: AdminLendingRule | null, language: Language) => (rule ? lendingRuleFormValues(rule, language) : null);

interface LendingRuleDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  rule: AdminLendingRule | null;
}

/**
 * Edits one route's caps (as percentages), term, age limit, rates, verification and sources.
 * Numbers are typed the interface language's way and read by core's parser (issue 12).
 */
export function LendingRuleDialog({ isOpen, onOpenChange, rule }: LendingRuleDialogProps) {
  const { t } = useTranslation(['admin', 'translation']);
  const countryOf = useCountryNames();
  const mutation = useUpdateLendingRule();
  const { form, error, onSubmit } = useDialogForm<AdminLendingRule | null, LendingRuleFormValues, LendingRuleUpdate>({
    isOpen,
    resolver: lendingRuleResolver,
    source: rule,
    valuesOf: valuesOfRule,
    save: {
      // The form is shown only with a rule (below), so a submitted body always has one.
      send: (body) => mutation.mutateAsync({ id: rule!.id, body }),
      fields: FIELDS,
      saved: t('lendingRules.toasts.updated'),
      failed: t('lendingRules.toasts.updateFailed'),
      close: () => onOpenChange(false),
    },
  });

  if (!rule) return null;
  const country = countryOf(rule.countryCode);
  const routeName = t('lendingRules.route', { country: country?.name ?? rule.countryCode, currency: rule.loanCurrency });

  const numberField = (field: NumberField, { unit, hint }: { unit: LendingUnit; hint?: string }) => (
    <LendingNumberField
      id={`lending-${field}`}
      field={field}
      unit={unit}
      hint={hint}
      error={error(field)}
      typed={form.watch(field)}
      registration={form.register(field)}
    />
  );

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('lendingRules.editTitle', { route: routeName })}
      description={t('lendingRules.dialogDescription')}
      testId="lending-rule-dialog"
      className="max-w-2xl"
      formClassName="grid gap-5"
      onSubmit={onSubmit}
      isPending={mutation.isPending}
      submitLabel={t('translation:common.save')}
      submitTestId="lending-save"
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">{t('lendingRules.capsLegend')}</legend>
        {numberField('dstiCap', { unit: 'percent' })}
        {numberField('dstiCapFirstHome', { unit: 'percent', hint: t('lendingRules.optionalHint') })}
        {numberField('ltvCap', { unit: 'percent' })}
        {numberField('ltvCapFirstHome', { unit: 'percent', hint: t('lendingRules.optionalHint') })}
        {numberField('ltvCapLandCommercial', { unit: 'percent' })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">{t('lendingRules.termLegend')}</legend>
        {numberField('maxTermYears', { unit: 'years' })}
        {numberField('maxTermYearsLandCommercial', { unit: 'years' })}
        {numberField('maxAgeAtMaturity', { unit: 'age' })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">{t('lendingRules.ratesLegend')}</legend>
        {numberField('baseRate', { unit: 'percent' })}
        {numberField('stressAddon', { unit: 'percent', hint: t('lendingRules.stressHint') })}
        {numberField('stressAddonVariable', { unit: 'percent', hint: t('lendingRules.stressVariableHint') })}
        {numberField('stressedRateCap', { unit: 'percent', hint: t('lendingRules.stressedRateCapHint') })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2" aria-describedby="lending-origins-hint" data-testid="lending-origins">
        <legend className="mb-2 text-sm font-semibold">{t('lendingRules.originsLegend')}</legend>
        <p id="lending-origins-hint" className="-mt-2 text-xs text-muted-foreground sm:col-span-2">
          {t('lendingRules.originsHint')}
        </p>
        {limitsOf(rule).map((limit) => (
          // Whose the limit is, and where it is written (issue 19: each limit cites its own source).
          <div key={limit} className="grid gap-2 sm:col-span-2 sm:grid-cols-[minmax(0,14rem)_1fr]">
            <FormField id={`lending-origin-${limit}`} label={t(`lendingRules.limits.${limit}`)}>
              <NativeSelect data-testid={`lending-origin-${limit}`} {...form.register(`limitOrigins.${limit}`)}>
                {LIMIT_ORIGINS.map((origin) => (
                  <option key={origin} value={origin}>
                    {t(`lendingRules.origins.${origin}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id={`lending-source-${limit}`} label={t('lendingRules.limitSource', { limit: t(`lendingRules.limits.${limit}`) })}>
              <Input id={`lending-source-${limit}`} maxLength={LIMIT_SOURCE_MAX_LENGTH} data-testid={`lending-source-${limit}`} {...form.register(`limitSources.${limit}`)} />
            </FormField>
          </div>
        ))}
        {error('limitOrigins') ? <p className="text-sm font-medium text-destructive sm:col-span-2">{error('limitOrigins')}</p> : null}
        {error('limitSources') ? <p className="text-sm font-medium text-destructive sm:col-span-2">{error('limitSources')}</p> : null}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="isVerified"
          render={({ field }) => (
            <SwitchField
              id="lending-verified"
              label={t('lendingRules.verified')}
              hint={t('lendingRules.verifiedHint')}
              checked={field.value}
              onCheckedChange={field.onChange}
              testId="lending-verified"
            />
          )}
        />
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <SwitchField id="lending-active" label={t('common.active')} hint={t('lendingRules.activeHint')} checked={field.value} onCheckedChange={field.onChange} testId="lending-active" />
          )}
        />
      </div>
      <FormField id="lending-notes" label={t('lendingRules.notes')} error={error('notes')}>
        <Textarea rows={4} data-testid="lending-notes" {...form.register('notes')} />
      </FormField>
      <FormField id="lending-source" label={t('lendingRules.source')} error={error('source')}>
        <Textarea rows={2} data-testid="lending-source" {...form.register('source')} />
      </FormField>
      <FormField id="lending-verifiedOn" label={t('lendingRules.fields.verifiedOn')} hint={t('lendingRules.verifiedOnHint')} error={error('verifiedOn')}>
        <Input type="date" data-testid="lending-verifiedOn" {...form.register('verifiedOn')} />
      </FormField>
    </FormDialog>
  );
}
