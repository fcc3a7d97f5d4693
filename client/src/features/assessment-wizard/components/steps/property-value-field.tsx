import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@core/constants';
import { NumberInput } from '@/components/number-input';
import { Label } from '@/components/ui/label';
import { formatEur, formatNumber, localeFor } from '@/lib/format';
import { formatCalendarDate } from '@/lib/format-date';
import { formatUnderstoodNumber, readLocalizedNumber, writeLocalizedNumber } from '@/lib/localized-number';
import { useLanguage } from '@/lib/use-language';
import { currencyLabel } from '@/lib/currency-label';
import { convertLocalPrice, eurToLocal, type LocalCurrency } from '../../lib/property-currency';
import type { WizardValues } from '../../lib/wizard-values';
import { fieldId, useFieldError } from '../fields';

/**
 * The ECB rate with the currency's name in the language's plural ("4.9768 Romanian lei", "4,9768 lei
 * românești", "4,9768 lei roumains"): as many decimals as the ECB gives.
 */
function formatRate({ currency, rate }: LocalCurrency, language: Language): string {
  try {
    return new Intl.NumberFormat(localeFor(language), { style: 'currency', currency, currencyDisplay: 'name', maximumFractionDigits: 6 }).format(rate);
  } catch {
    return `${formatNumber(rate, language, 6)} ${currency}`;
  }
}

/** EUR, or the property country's own currency: a two-button switch beside the price (radio buttons in a fieldset). */
function PriceCurrencySwitch({ local, isLocal, onChoose }: { local: LocalCurrency; isLocal: boolean; onChoose: (isLocal: boolean) => void }) {
  const { t } = useTranslation(['wizard', 'translation']);
  const language = useLanguage();
  const choices = [
    { isLocal: false, code: 'EUR' },
    { isLocal: true, code: local.currency },
  ];
  return (
    <fieldset className="shrink-0">
      <legend className="sr-only">{t('property.price.currencyLegend')}</legend>
      <div className="flex h-11 overflow-hidden rounded-lg border border-input bg-card">
        {choices.map((choice) => (
          <label
            key={choice.code}
            className="relative flex min-w-14 cursor-pointer items-center justify-center px-3 text-sm font-medium text-muted-foreground not-first:border-l not-first:border-input has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name="wizard-propertyValueCurrency"
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
              checked={choice.isLocal === isLocal}
              onChange={() => onChoose(choice.isLocal)}
              data-testid={`wizard-propertyValueCurrency-${choice.code}`}
            />
            <span aria-hidden="true">{choice.code}</span>
            <span className="sr-only">{currencyLabel(choice.code, t, language)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The property value (issue 19): in euros, or typed in the country's own currency (lei, złoty,
 * forint, koruna) and converted at the ECB rate of the configuration, shown under the field.
 * The property value always holds the EUR figure (what the engine, the draft and the review
 * read); the typed local amount and its currency live only in the form. `local` is null for a
 * euro country or while the configuration loads: the field is then in euros, as before.
 */
export function PropertyValueField({ local }: { local: LocalCurrency | null }) {
  const { t } = useTranslation(['wizard', 'translation']);
  const language = useLanguage();
  const { control, register, getValues, setValue } = useFormContext<WizardValues>();
  const [chosen, localText, eurText] = useWatch({ control, name: ['propertyValueCurrency', 'propertyValueLocal', 'propertyValue'] });
  const error = useFieldError('propertyValue');
  const isLocal = local !== null && chosen === local.currency;
  const id = fieldId('propertyValue');
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const conversionId = `${id}-conversion`;

  const setEurFrom = (text: string) => {
    if (!local) return;
    const converted = convertLocalPrice(text, language, local.rate);
    setValue('propertyValue', converted.ok ? writeLocalizedNumber(converted.eur, language, 2) : '', { shouldDirty: true });
  };

  const choose = (toLocal: boolean) => {
    if (!local || toLocal === isLocal) return;
    if (toLocal) {
      // Start from the euros already typed, in the local currency (converting back gives the same cents: every local currency is worth less than a euro).
      const read = readLocalizedNumber(getValues('propertyValue') ?? '', language, 2);
      setValue('propertyValueLocal', read.ok && read.value > 0 ? writeLocalizedNumber(eurToLocal(read.value, local.rate), language, 2) : '');
      setValue('propertyValueCurrency', local.currency);
    } else {
      // The euro field shows the conversion (empty when the local entry could not be read).
      setValue('propertyValueCurrency', '');
      setValue('propertyValueLocal', '');
    }
  };

  const converted = isLocal && local && (localText ?? '').trim() !== '' ? convertLocalPrice(localText ?? '', language, local.rate) : null;
  const describedBy = [error ? errorId : null, isLocal ? conversionId : null, hintId].filter(Boolean).join(' ');

  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id} className="leading-snug">
        {t('fields.propertyValue.label')}
      </Label>
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          {isLocal && local ? (
            <NumberInput
              key="local"
              id={id}
              {...register('propertyValueLocal', { onChange: (event: { target: { value: string } }) => setEurFrom(event.target.value) })}
              typed={localText ?? ''}
              decimals={2}
              suffix={local.currency}
              hasEcho={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              data-testid="wizard-propertyValueLocal"
            />
          ) : (
            <NumberInput
              key="eur"
              id={id}
              {...register('propertyValue')}
              typed={eurText ?? ''}
              decimals={2}
              suffix="EUR"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              data-testid={id}
            />
          )}
        </div>
        {local ? <PriceCurrencySwitch local={local} isLocal={isLocal} onChoose={choose} /> : null}
      </div>
      {isLocal && local ? (
        <p id={conversionId} aria-live="polite" className="min-h-5 text-sm text-muted-foreground" data-testid="wizard-propertyValue-conversion">
          {converted?.ok
            ? t('property.price.converted', {
                local: `${formatUnderstoodNumber(converted.local, language, 2)} ${local.currency}`,
                eur: formatEur(converted.eur, language, { cents: 'ifAny' }),
                date: formatCalendarDate(local.rateDate, language),
                rate: formatRate(local, language),
              })
            : null}
        </p>
      ) : null}
      <p id={hintId} className="text-xs text-muted-foreground">
        {local ? t('fields.propertyValue.hintLocal', { currency: local.currency }) : t('fields.propertyValue.hint')}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive" data-testid={`error-${id}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
