import type { ReactNode } from 'react';
import { Controller, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminCountry, BankCreate } from '@core/schemas/admin';
import { NumberInput } from '@/components/number-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { codesOf, type BankFormValues } from '../lib/bank-form';
import { NUMBER_DECIMALS } from '../lib/number-fields';
import { SwitchField } from './switch-field';

export type BankForm = UseFormReturn<BankFormValues, unknown, BankCreate>;

/** What every section of the bank dialog gets: the form and a field's error text by its path. */
export interface BankSectionProps {
  form: BankForm;
  error: (path: string) => string | undefined;
}

/** A section of the dialog: a titled group with a one-line explanation (announced with the group). */
export function BankSection({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-border p-4" aria-describedby={description ? `${id}-description` : undefined} data-testid={id}>
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {description ? (
        <p id={`${id}-description`} className="-mt-2 text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

/** A number typed the interface language's way, with its label, hint and error. */
export function BankNumberField({
  form,
  error,
  name,
  id,
  label,
  hint,
  decimals,
  suffix,
}: BankSectionProps & { name: Path<BankFormValues>; id: string; label: string; hint?: string; decimals: number; suffix?: string }) {
  const typed = useWatch({ control: form.control, name }) as string | undefined;
  return (
    <FormField id={id} label={label} hint={hint} error={error(name)}>
      <NumberInput id={id} typed={typed ?? ''} decimals={decimals} suffix={suffix} data-testid={id} {...form.register(name)} />
    </FormField>
  );
}

/** Who the bank is: name, country, website, description, features; active; income earned abroad. */
export function BankIdentityFields({ form, error, countries }: BankSectionProps & { countries: readonly AdminCountry[] }) {
  const { t } = useTranslation(['admin', 'translation']);
  return (
    <BankSection id="bank-identity" title={t('banks.sections.identity')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="bank-name" label={t('banks.name')} error={error('name')}>
          <Input autoComplete="off" data-testid="bank-name" {...form.register('name')} />
        </FormField>
        <FormField id="bank-country" label={t('banks.country')} hint={t('banks.hints.country')} error={error('countryCode')}>
          <NativeSelect data-testid="bank-country" {...form.register('countryCode')}>
            <option value="" disabled>
              {t('banks.chooseCountry')}
            </option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {`${country.flag} ${country.name} (${country.code})`.trim()}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="bank-website" label={t('banks.website')} error={error('website')}>
          <Input type="url" inputMode="url" autoComplete="off" placeholder="https://" data-testid="bank-website" {...form.register('website')} />
        </FormField>
        <FormField id="bank-description" label={t('banks.descriptionLabel')} error={error('description')}>
          <Textarea rows={2} data-testid="bank-description" {...form.register('description')} />
        </FormField>
        <FormField id="bank-features" label={t('banks.features')} hint={t('banks.featuresHint')} error={error('features')} className="sm:col-span-2">
          <Textarea rows={3} data-testid="bank-features" {...form.register('features')} />
        </FormField>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <SwitchField id="bank-active" label={t('common.active')} hint={t('banks.activeHint')} checked={field.value} onCheckedChange={field.onChange} testId="bank-active" />
          )}
        />
        <Controller
          control={form.control}
          name="acceptsInternationalIncome"
          render={({ field }) => (
            <SwitchField
              id="bank-international"
              label={t('banks.acceptsInternationalIncome')}
              hint={t('banks.hints.acceptsInternationalIncome')}
              checked={field.value}
              onCheckedChange={field.onChange}
              testId="bank-international"
            />
          )}
        />
      </div>
    </BankSection>
  );
}

/** Loans and rates: the loan range, the rate range, the longest term, and per loan currency its representative offer. */
export function BankLoanFields({ form, error }: BankSectionProps) {
  const { t } = useTranslation(['admin', 'translation']);
  const currencies = codesOf(useWatch({ control: form.control, name: 'loanCurrencies' }) ?? '').filter((code) => /^[A-Z]{3}$/.test(code));
  const props = { form, error };
  return (
    <BankSection id="bank-loans" title={t('banks.sections.loans')} description={t('banks.sections.loansDescription')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <BankNumberField {...props} name="minLoanAmount" id="bank-min-loan" label={`${t('banks.minLoan')} (EUR)`} decimals={NUMBER_DECIMALS.money} />
        <BankNumberField {...props} name="maxLoanAmount" id="bank-max-loan" label={`${t('banks.maxLoan')} (EUR)`} decimals={NUMBER_DECIMALS.money} />
        <BankNumberField {...props} name="interestRateMin" id="bank-rate-min" label={`${t('banks.rateMin')} (%)`} decimals={NUMBER_DECIMALS.rate} suffix="%" />
        <BankNumberField {...props} name="interestRateMax" id="bank-rate-max" label={`${t('banks.rateMax')} (%)`} decimals={NUMBER_DECIMALS.rate} suffix="%" />
        <BankNumberField
          {...props}
          name="maxTermYears"
          id="bank-max-term"
          label={t('banks.fields.maxTermYears')}
          hint={t('banks.hints.maxTermYears')}
          decimals={NUMBER_DECIMALS.whole}
        />
        <FormField id="bank-currencies" label={t('banks.loanCurrencies')} hint={t('banks.loanCurrenciesHint')} error={error('loanCurrencies')}>
          <Input autoComplete="off" autoCapitalize="characters" className="uppercase" data-testid="bank-currencies" {...form.register('loanCurrencies')} />
        </FormField>
      </div>
      {currencies.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('banks.hints.noLoanCurrencies')}</p>
      ) : (
        currencies.map((currency) => (
          <fieldset key={currency} className="grid gap-4 rounded-lg bg-muted/40 p-3 sm:grid-cols-3" data-testid={`bank-rates-${currency}`}>
            <legend className="px-1 text-sm font-medium">{t('banks.ratesFor', { currency })}</legend>
            <BankNumberField
              {...props}
              name={`rates.${currency}.rate` as Path<BankFormValues>}
              id={`bank-rate-${currency}`}
              label={`${t('banks.fields.rate')} (%)`}
              hint={t('banks.hints.rate')}
              decimals={NUMBER_DECIMALS.rate}
              suffix="%"
            />
            <BankNumberField
              {...props}
              name={`rates.${currency}.fixedYears` as Path<BankFormValues>}
              id={`bank-fixed-years-${currency}`}
              label={t('banks.fields.fixedYears')}
              hint={t('banks.hints.fixedYears')}
              decimals={NUMBER_DECIMALS.whole}
            />
            <BankNumberField
              {...props}
              name={`rates.${currency}.rateAfter` as Path<BankFormValues>}
              id={`bank-rate-after-${currency}`}
              label={`${t('banks.fields.rateAfter')} (%)`}
              hint={t('banks.hints.rateAfter')}
              decimals={NUMBER_DECIMALS.rate}
              suffix="%"
            />
          </fieldset>
        ))
      )}
    </BankSection>
  );
}
