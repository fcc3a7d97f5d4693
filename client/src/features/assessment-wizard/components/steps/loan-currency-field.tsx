import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import { currencyLabel } from '@/lib/currency-label';
import type { WizardValues } from '../../lib/wizard-values';
import { fieldId, useFieldError } from '../fields';

/**
 * Step 6's loan currency (issue 19), for a country whose banks lend in more than one (RON or EUR
 * in Romania, PLN or EUR in Poland): left to Acasa (the currency banks lend this household the
 * most in, the default) or one of them. Radio buttons in a fieldset: two or three choices read
 * better side by side than in a list, and each says when the law or the banks restrict it.
 */
export function LoanCurrencyField({
  countryCode,
  currencies,
  needingIncomeIn,
}: {
  countryCode: string;
  /** The country's loan currencies, its own first. */
  currencies: string[];
  /** Those lent only to households paid mostly in them (PL art. 6(1)). */
  needingIncomeIn: string[];
}) {
  const { t } = useTranslation(['wizard', 'translation']);
  const language = useLanguage();
  const { control } = useFormContext<WizardValues>();
  const error = useFieldError('loanCurrency');
  const id = fieldId('loanCurrency');
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const country = countryCode.toUpperCase();
  const choices = [
    { value: '', label: t('loanCurrency.auto'), note: null },
    ...currencies.map((code) => ({
      value: code,
      label: currencyLabel(code, t, language),
      note: needingIncomeIn.includes(code) ? t('loanCurrency.needsIncome', { currency: code }) : null,
    })),
  ];

  return (
    <Controller
      control={control}
      name="loanCurrency"
      render={({ field }) => (
        <fieldset className="grid gap-2" aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')} data-testid="wizard-loan-currency">
          <legend className="mb-1 text-sm leading-snug font-medium">
            {t('fields.loanCurrency.label')} <span className="font-normal text-muted-foreground">({t('optional')})</span>
          </legend>
          <p id={hintId} className="text-xs text-muted-foreground">
            {t([`loanCurrency.hint.${country}`, 'loanCurrency.hint.default'])}
          </p>
          <div className="grid gap-2 sm:grid-cols-2" id={id}>
            {choices.map((choice) => {
              const noteId = choice.note ? `${id}-${choice.value}-note` : undefined;
              return (
                <label
                  key={choice.value || 'auto'}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-input bg-card px-4 py-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                    // "Let Acasa pick" is the longer sentence and the default: a row of its own.
                    choice.value === '' && 'sm:col-span-2',
                  )}
                >
                  <input
                    type="radio"
                    name={field.name}
                    value={choice.value}
                    checked={(field.value ?? '') === choice.value}
                    onChange={() => field.onChange(choice.value)}
                    onBlur={field.onBlur}
                    ref={choice.value === '' ? field.ref : undefined}
                    aria-describedby={noteId}
                    className="mt-0.5 size-4 shrink-0 accent-[var(--color-primary)]"
                    data-testid={`${id}-${choice.value || 'auto'}`}
                  />
                  <span className="grid gap-1">
                    <span className="font-medium">{choice.label}</span>
                    {choice.note ? (
                      <span id={noteId} className="text-xs text-muted-foreground">
                        {choice.note}
                      </span>
                    ) : null}
                  </span>
                </label>
              );
            })}
          </div>
          {error ? (
            <p id={errorId} className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </fieldset>
      )}
    />
  );
}
