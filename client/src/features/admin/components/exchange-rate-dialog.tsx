import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ExchangeRateCreate } from '@core/schemas/admin';
import { NumberInput } from '@/components/number-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { todayIsoDate } from '@/lib/format-date';
import { useCreateExchangeRate } from '../api/create-exchange-rate';
import { exchangeRateFormValues, exchangeRateResolver, normalizeCurrencyCode, type ExchangeRateFormValues } from '../lib/exchange-rate-form';
import { NUMBER_DECIMALS } from '../lib/number-fields';
import { FormDialog } from './resource-list/form-dialog';
import { useDialogForm } from './resource-list/use-dialog-form';

const FIELDS = ['currency', 'rate', 'rateDate', 'fxHaircut', 'source'] as const;

interface ExchangeRateDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Prefills the currency ("new rate for USD"). */
  currency: string;
}

/**
 * A new dated rate: units of the currency per 1 EUR; the newest date is the one the engine uses.
 * The rate and the haircut are typed the interface language's way (issue 12: "1,0834" in Romanian).
 */
export function ExchangeRateDialog({ isOpen, onOpenChange, currency }: ExchangeRateDialogProps) {
  const { t } = useTranslation(['admin', 'translation']);
  const mutation = useCreateExchangeRate();
  const { form, error, onSubmit } = useDialogForm<string, ExchangeRateFormValues, ExchangeRateCreate>({
    isOpen,
    resolver: exchangeRateResolver,
    source: currency,
    valuesOf: exchangeRateFormValues,
    save: {
      send: (body) => mutation.mutateAsync(body),
      fields: FIELDS,
      saved: t('exchangeRates.toasts.created'),
      failed: t('exchangeRates.toasts.createFailed'),
      close: () => onOpenChange(false),
    },
  });
  const code = form.watch('currency');

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('exchangeRates.addTitle')}
      description={t('exchangeRates.dialogDescription')}
      testId="exchange-rate-dialog"
      onSubmit={onSubmit}
      isPending={mutation.isPending}
      submitLabel={t('exchangeRates.add')}
      submitTestId="rate-save"
    >
      <div className="grid grid-cols-2 gap-4">
        <Controller
          control={form.control}
          name="currency"
          render={({ field }) => (
            <FormField id="rate-currency" label={t('exchangeRates.currency')} error={error('currency')}>
              <Input
                {...field}
                onChange={(event) => field.onChange(normalizeCurrencyCode(event.target.value))}
                maxLength={3}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className="font-mono uppercase"
                placeholder="USD"
                data-testid="rate-currency"
              />
            </FormField>
          )}
        />
        <FormField id="rate-date" label={t('exchangeRates.date')} error={error('rateDate')}>
          <Input type="date" max={todayIsoDate()} data-testid="rate-date" {...form.register('rateDate')} />
        </FormField>
      </div>
      <FormField
        id="rate-value"
        label={t('exchangeRates.rateLabel', { currency: code || '…' })}
        hint={t('exchangeRates.rateHint')}
        error={error('rate')}
      >
        <NumberInput id="rate-value" typed={form.watch('rate')} decimals={NUMBER_DECIMALS.rate} data-testid="rate-value" {...form.register('rate')} />
      </FormField>
      <FormField id="rate-haircut" label={t('exchangeRates.haircutLabel')} hint={t('exchangeRates.haircutHint')} error={error('fxHaircut')}>
        <NumberInput id="rate-haircut" typed={form.watch('fxHaircut')} decimals={NUMBER_DECIMALS.rate} data-testid="rate-haircut" {...form.register('fxHaircut')} />
      </FormField>
      <FormField id="rate-source" label={t('exchangeRates.source')} error={error('source')}>
        <Input autoComplete="off" data-testid="rate-source" {...form.register('source')} />
      </FormField>
    </FormDialog>
  );
}
