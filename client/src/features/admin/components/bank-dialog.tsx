import { useEffect, useMemo, useRef } from 'react';
import { Controller, useForm, type FieldError, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HERO_DEFAULT_PROPERTY } from '@core/constants';
import type { AdminBank, BankCreate } from '@core/schemas/admin';
import { NumberInput } from '@/components/number-input';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { getFieldErrorText, setServerFieldErrors } from '@/lib/form-errors';
import { useLanguage } from '@/lib/use-language';
import { useCreateBank } from '../api/create-bank';
import { useAdminCountries } from '../api/get-admin-countries';
import { useUpdateBank } from '../api/update-bank';
import { BANK_NUMBER_FIELDS, bankCreateResolver, bankFormValues, bankUpdateResolver, type BankFormValues } from '../lib/bank-form';
import type { FormLanguageContext } from '../lib/number-fields';
import { SwitchField } from './switch-field';

const FIELDS = [
  'name',
  'countryCode',
  'description',
  'website',
  'minLoanAmount',
  'maxLoanAmount',
  'interestRateMin',
  'interestRateMax',
  'loanCurrencies',
  'acceptedIncomeCurrencies',
  'maxAgeAtMaturity',
  'features',
  'acceptsInternationalIncome',
  'isActive',
] as const;

interface BankDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** null: add a new bank. */
  bank: AdminBank | null;
}

/**
 * Add / Edit Bank: loan range and rate range with min ≤ max, rates in steps of 0.01. Numbers are
 * typed the interface language's way and read by core's parser (issue 12).
 */
export function BankDialog({ isOpen, onOpenChange, bank }: BankDialogProps) {
  const { t } = useTranslation(['admin', 'translation']);
  // Field messages are keys of the shared namespace (core/ schemas) or the server's own words.
  const { t: tShared } = useTranslation();
  const language = useLanguage();
  const isEdit = bank !== null;
  const { data: countries } = useAdminCountries();
  // Banks lend where the property is: property and both-type countries (the bank's own, if other, stays listed).
  const countryChoices = useMemo(
    () => (countries ?? []).filter((country) => country.type !== 'income' || country.code === bank?.countryCode),
    [countries, bank],
  );
  const createMutation = useCreateBank();
  const updateMutation = useUpdateBank();
  const mutation = isEdit ? updateMutation : createMutation;
  const form = useForm<BankFormValues, unknown, BankCreate>({
    // Both schemas give back every field of the form (the create schema adds defaults for the rest).
    resolver: (isEdit ? bankUpdateResolver : bankCreateResolver) as Resolver<BankFormValues, unknown, BankCreate>,
    context: { language } satisfies FormLanguageContext,
    defaultValues: bankFormValues(bank, '', language),
  });
  const { errors } = form.formState;
  const error = (field: keyof BankFormValues) => getFieldErrorText(errors[field] as FieldError | undefined, tShared);

  // A new bank starts in the product's default property country (read when the dialog opens only,
  // so a late country list does not wipe what is being typed).
  const defaultCountry = useRef('');
  defaultCountry.current = countryChoices.some((country) => country.code === HERO_DEFAULT_PROPERTY)
    ? HERO_DEFAULT_PROPERTY
    : (countryChoices[0]?.code ?? '');
  // (The language cannot change while the dialog is open: the switcher is behind it.)
  useEffect(() => {
    if (isOpen) form.reset(bankFormValues(bank, defaultCountry.current, language));
  }, [isOpen, bank, form, language]);

  const numberInput = (field: keyof typeof BANK_NUMBER_FIELDS, id: string) => (
    <NumberInput id={id} typed={form.watch(field)} decimals={BANK_NUMBER_FIELDS[field].decimals} data-testid={id} {...form.register(field)} />
  );

  const onSubmit = form.handleSubmit((body) => {
    const callbacks = {
      onSuccess: () => {
        toast({ title: isEdit ? t('banks.toasts.updated') : t('banks.toasts.created') });
        onOpenChange(false);
      },
      onError: (failure: Error) => {
        const details = getApiErrorDetails(failure);
        setServerFieldErrors(form.setError, details.fieldErrors, FIELDS);
        toast({ variant: 'destructive', title: isEdit ? t('banks.toasts.updateFailed') : t('banks.toasts.createFailed'), description: details.message });
      },
    };
    if (bank) updateMutation.mutate({ id: bank.id, body }, callbacks);
    else createMutation.mutate(body, callbacks);
  });

  return (
    <Dialog open={isOpen} onOpenChange={(open) => (mutation.isPending ? undefined : onOpenChange(open))}>
      <DialogContent className="max-w-2xl" data-testid="bank-dialog">
        <DialogHeader>
          <DialogTitle>{isEdit ? t('banks.editTitle', { name: bank.name }) : t('banks.addTitle')}</DialogTitle>
          <DialogDescription>{t('banks.dialogDescription')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid grid-cols-1 gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="bank-name" label={t('banks.name')} error={error('name')}>
              <Input autoComplete="off" data-testid="bank-name" {...form.register('name')} />
            </FormField>
            <FormField id="bank-country" label={t('banks.country')} error={error('countryCode')}>
              <NativeSelect data-testid="bank-country" {...form.register('countryCode')}>
                <option value="" disabled>
                  {t('banks.chooseCountry')}
                </option>
                {countryChoices.map((country) => (
                  <option key={country.code} value={country.code}>
                    {`${country.flag} ${country.name} (${country.code})`.trim()}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold">{t('banks.loanRangeLegend')}</legend>
            <FormField id="bank-min-loan" label={t('banks.minLoan')} error={error('minLoanAmount')}>
              {numberInput('minLoanAmount', 'bank-min-loan')}
            </FormField>
            <FormField id="bank-max-loan" label={t('banks.maxLoan')} error={error('maxLoanAmount')}>
              {numberInput('maxLoanAmount', 'bank-max-loan')}
            </FormField>
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold">{t('banks.rateRangeLegend')}</legend>
            <FormField id="bank-rate-min" label={t('banks.rateMin')} error={error('interestRateMin')}>
              {numberInput('interestRateMin', 'bank-rate-min')}
            </FormField>
            <FormField id="bank-rate-max" label={t('banks.rateMax')} error={error('interestRateMax')}>
              {numberInput('interestRateMax', 'bank-rate-max')}
            </FormField>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="bank-website" label={t('banks.website')} error={error('website')}>
              <Input type="url" inputMode="url" autoComplete="off" placeholder="https://" data-testid="bank-website" {...form.register('website')} />
            </FormField>
            <FormField id="bank-currencies" label={t('banks.loanCurrencies')} hint={t('banks.loanCurrenciesHint')} error={error('loanCurrencies')}>
              <Input autoComplete="off" autoCapitalize="characters" className="uppercase" data-testid="bank-currencies" {...form.register('loanCurrencies')} />
            </FormField>
            <FormField
              id="bank-income-currencies"
              label={t('banks.acceptedIncomeCurrencies')}
              hint={t('banks.acceptedIncomeCurrenciesHint')}
              error={error('acceptedIncomeCurrencies')}
            >
              <Input autoComplete="off" autoCapitalize="characters" className="uppercase" data-testid="bank-income-currencies" {...form.register('acceptedIncomeCurrencies')} />
            </FormField>
            <FormField id="bank-max-age" label={t('banks.maxAgeAtMaturity')} hint={t('banks.maxAgeAtMaturityHint')} error={error('maxAgeAtMaturity')}>
              {numberInput('maxAgeAtMaturity', 'bank-max-age')}
            </FormField>
          </div>
          <FormField id="bank-description" label={t('banks.descriptionLabel')} error={error('description')}>
            <Textarea rows={2} data-testid="bank-description" {...form.register('description')} />
          </FormField>
          <FormField id="bank-features" label={t('banks.features')} hint={t('banks.featuresHint')} error={error('features')}>
            <Textarea rows={3} data-testid="bank-features" {...form.register('features')} />
          </FormField>
          <div className="grid gap-3 sm:grid-cols-2">
            <Controller
              control={form.control}
              name="acceptsInternationalIncome"
              render={({ field }) => (
                <SwitchField
                  id="bank-international"
                  label={t('banks.acceptsInternationalIncome')}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  testId="bank-international"
                />
              )}
            />
            <Controller
              control={form.control}
              name="isActive"
              render={({ field }) => (
                <SwitchField id="bank-active" label={t('common.active')} hint={t('banks.activeHint')} checked={field.value} onCheckedChange={field.onChange} testId="bank-active" />
              )}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={mutation.isPending}>
              {t('translation:common.cancel')}
            </Button>
            <Button type="submit" disabled={mutation.isPending} data-testid="bank-save">
              {mutation.isPending ? <Spinner className="size-4 text-current" /> : null}
              {isEdit ? t('translation:common.save') : t('banks.add')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
