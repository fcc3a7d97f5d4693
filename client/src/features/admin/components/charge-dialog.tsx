import { Controller, useFieldArray, type FieldError, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import { BANK_CHARGE_KEYS, CHARGE_BASES, CHARGE_FREQUENCIES, CLOSING_COST_KEYS, type AdminBankCharge, type AdminClosingCost } from '@core/schemas/admin-costs';
import { NumberInput } from '@/components/number-input';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { getFieldErrorText } from '@/lib/form-errors';
import { bankChargeResolver, chargeFormValues, closingCostResolver, type ChargeFormValues, type ChargeKind, type SavedCharge } from '../lib/charge-form';
import { NUMBER_DECIMALS } from '../lib/number-fields';
import { FormDialog } from './resource-list/form-dialog';
import { useDialogForm } from './resource-list/use-dialog-form';
import { SwitchField } from './switch-field';

const FIELDS = ['key', 'base', 'amount', 'rate', 'brackets', 'min', 'max', 'vatRate', 'firstHomeExemptUpTo', 'firstHomeRelief', 'firstHomeMaxAge', 'source', 'verifiedOn', 'frequency'] as const;

interface ChargeDialogProps {
  kind: ChargeKind;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Whose charge: a country's or a bank's name. */
  owner: string;
  /** The charge edited; null adds one. */
  charge: AdminClosingCost | AdminBankCharge | null;
  /** Keys already in the list (a key appears once). */
  takenKeys: readonly string[];
  /** Saves the list with this charge in it; rejects with the API's error (field errors under `items.<index>.`). */
  save: (item: SavedCharge) => Promise<void>;
  /** The charge's position in the saved list, to read the server's field errors. */
  index: number;
  /** The toast after `save`; "Saved" by default (the bank dialog keeps the charge until the bank is saved). */
  savedMessage?: string;
}

/**
 * Edits one cost of buying or one bank charge (issue 14): what it is charged on, a share or a
 * marginal scale, floor and cap, VAT, a first-home relief, and the source every figure needs.
 */
export function ChargeDialog({ kind, isOpen, onOpenChange, owner, charge, takenKeys, save, index, savedMessage }: ChargeDialogProps) {
  const { t } = useTranslation(['admin', 'translation']);
  const { t: tShared } = useTranslation();
  const { form, error, onSubmit } = useDialogForm<AdminClosingCost | AdminBankCharge | null, ChargeFormValues, SavedCharge>({
    isOpen,
    // Both schemas read the same form; a bank charge adds how often it is charged.
    resolver: (kind === 'country' ? closingCostResolver : bankChargeResolver) as Resolver<ChargeFormValues, unknown, SavedCharge>,
    source: charge,
    valuesOf: chargeFormValues,
    save: {
      send: save,
      fields: FIELDS,
      // The whole list is saved: this charge's errors are the ones at its index.
      fieldOf: (path) => {
        const [, at, field] = /^items\.(\d+)\.([A-Za-z]+)/.exec(path) ?? [];
        return Number(at) === index ? field : undefined;
      },
      saved: savedMessage ?? t('costs.toasts.saved'),
      failed: t('costs.toasts.saveFailed'),
      close: () => onOpenChange(false),
    },
  });
  const brackets = useFieldArray({ control: form.control, name: 'brackets' });
  const { errors, isSubmitting } = form.formState;
  const bracketsError = errors.brackets && 'message' in errors.brackets ? getFieldErrorText(errors.brackets as FieldError, tShared) : undefined;

  const keys = (kind === 'country' ? CLOSING_COST_KEYS : BANK_CHARGE_KEYS).filter((key) => key === charge?.key || !takenKeys.includes(key));
  const prefix = `charge-${kind}`;

  const money = (field: 'amount' | 'min' | 'max' | 'firstHomeExemptUpTo', hint?: string) => (
    <FormField id={`${prefix}-${field}`} label={`${t(`costs.fields.${field}`)} (EUR)`} hint={hint} error={error(field)}>
      <NumberInput id={`${prefix}-${field}`} typed={form.watch(field)} decimals={NUMBER_DECIMALS.money} data-testid={`${prefix}-${field}`} {...form.register(field)} />
    </FormField>
  );
  const percent = (field: 'rate' | 'vatRate' | 'firstHomeRelief', hint?: string) => (
    <FormField id={`${prefix}-${field}`} label={`${t(`costs.fields.${field}`)} (%)`} hint={hint} error={error(field)}>
      <NumberInput id={`${prefix}-${field}`} typed={form.watch(field)} decimals={4} suffix="%" data-testid={`${prefix}-${field}`} {...form.register(field)} />
    </FormField>
  );

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={charge ? t('costs.editTitle', { owner }) : t('costs.addTitle', { owner })}
      description={t('costs.dialogDescription')}
      testId={`${prefix}-dialog`}
      className="max-w-2xl"
      formClassName="grid gap-5"
      onSubmit={onSubmit}
      isPending={isSubmitting}
      submitLabel={t('translation:common.save')}
      submitTestId={`${prefix}-save`}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${prefix}-key`} label={t('costs.fields.key')} error={error('key')}>
          <NativeSelect data-testid={`${prefix}-key`} {...form.register('key')}>
            <option value="">{t('costs.chooseKey')}</option>
            {keys.map((key) => (
              <option key={key} value={key}>
                {t(`costs.keys.${key}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={`${prefix}-base`} label={t('costs.fields.base')} error={error('base')}>
          <NativeSelect data-testid={`${prefix}-base`} {...form.register('base')}>
            {CHARGE_BASES.map((base) => (
              <option key={base} value={base}>
                {t(`costs.bases.${base}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {kind === 'bank' ? (
          <FormField id={`${prefix}-frequency`} label={t('costs.fields.frequency')} error={error('frequency')}>
            <NativeSelect data-testid={`${prefix}-frequency`} {...form.register('frequency')}>
              {CHARGE_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {t(`costs.frequencies.${frequency}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        ) : null}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">{t('costs.amountLegend')}</legend>
        {money('amount', t('costs.hints.amount'))}
        {percent('rate', t('costs.hints.rate'))}
        {money('min')}
        {money('max')}
        {percent('vatRate')}
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">{t('costs.bracketsLegend')}</legend>
        <p className="text-xs text-muted-foreground">{t('costs.hints.brackets')}</p>
        {brackets.fields.map((bracket, i) => (
          <div key={bracket.id} className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]" data-testid={`${prefix}-bracket-${i}`}>
            <FormField id={`${prefix}-bracket-${i}-upTo`} label={`${t('costs.fields.upTo')} (EUR)`}>
              <NumberInput id={`${prefix}-bracket-${i}-upTo`} typed={form.watch(`brackets.${i}.upTo`)} decimals={NUMBER_DECIMALS.money} {...form.register(`brackets.${i}.upTo`)} />
            </FormField>
            <FormField id={`${prefix}-bracket-${i}-rate`} label={`${t('costs.fields.bracketRate')} (%)`}>
              <NumberInput id={`${prefix}-bracket-${i}-rate`} typed={form.watch(`brackets.${i}.rate`)} decimals={4} suffix="%" {...form.register(`brackets.${i}.rate`)} />
            </FormField>
            <Button type="button" variant="ghost" size="icon" className="mt-7" onClick={() => brackets.remove(i)} aria-label={t('costs.removeBracket', { n: i + 1 })}>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        {bracketsError ? <p className="text-sm font-medium text-destructive" role="alert">{bracketsError}</p> : null}
        <Button type="button" variant="outline" className="w-fit" onClick={() => brackets.append({ upTo: '', rate: '' })} data-testid={`${prefix}-add-bracket`}>
          <Plus aria-hidden="true" />
          {t('costs.addBracket')}
        </Button>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold">{t('costs.firstHomeLegend')}</legend>
        {money('firstHomeExemptUpTo', t('costs.hints.firstHomeExemptUpTo'))}
        {percent('firstHomeRelief', t('costs.hints.firstHomeRelief'))}
        <FormField id={`${prefix}-firstHomeMaxAge`} label={t('costs.fields.firstHomeMaxAge')} hint={t('costs.hints.firstHomeMaxAge')} error={error('firstHomeMaxAge')}>
          <NumberInput id={`${prefix}-firstHomeMaxAge`} typed={form.watch('firstHomeMaxAge')} decimals={NUMBER_DECIMALS.whole} {...form.register('firstHomeMaxAge')} />
        </FormField>
      </fieldset>
      <FormField id={`${prefix}-source`} label={t('costs.fields.source')} hint={t('costs.hints.source')} error={error('source')}>
        <Textarea rows={3} data-testid={`${prefix}-source`} {...form.register('source')} />
      </FormField>
      <FormField id={`${prefix}-verifiedOn`} label={t('costs.fields.verifiedOn')} error={error('verifiedOn')}>
        <Input type="date" data-testid={`${prefix}-verifiedOn`} {...form.register('verifiedOn')} />
      </FormField>
      <Controller
        control={form.control}
        name={kind === 'country' ? 'isActive' : 'isMandatory'}
        render={({ field }) => (
          <SwitchField
            id={`${prefix}-switch`}
            label={kind === 'country' ? t('common.active') : t('costs.fields.isMandatory')}
            hint={kind === 'country' ? t('costs.hints.isActive') : t('costs.hints.isMandatory')}
            checked={Boolean(field.value)}
            onCheckedChange={field.onChange}
            testId={`${prefix}-switch`}
          />
        )}
      />
    </FormDialog>
  );
}
