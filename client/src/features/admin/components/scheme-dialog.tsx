import { useEffect } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminScheme, SchemeUpdate } from '@core/schemas/admin-costs';
import { NumberInput } from '@/components/number-input';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { getFieldErrorText, setServerFieldErrors } from '@/lib/form-errors';
import { useLanguage } from '@/lib/use-language';
import { useUpdateFirstHomeScheme } from '../api/update-first-home-scheme';
import { NUMBER_DECIMALS, type FormLanguageContext } from '../lib/number-fields';
import { schemeFormValues, schemeResolver, type SchemeFormValues } from '../lib/scheme-form';
import { SwitchField } from './switch-field';

const FIELDS = ['name', 'loanCurrency', 'ltvCap', 'maxPrice', 'maxLoan', 'baseRate', 'maxTermYears', 'maxAge', 'source', 'verifiedOn', 'countryCode'] as const;
type NumberField = 'ltvCap' | 'maxPrice' | 'maxLoan' | 'baseRate' | 'maxTermYears' | 'maxAge';

/** Edits a first-home scheme's limits, who may use it, and its source. */
export function SchemeDialog({ isOpen, onOpenChange, scheme }: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void; scheme: AdminScheme | null }) {
  const { t } = useTranslation(['admin', 'translation']);
  const { t: tShared } = useTranslation();
  const language = useLanguage();
  const mutation = useUpdateFirstHomeScheme();
  const form = useForm<SchemeFormValues, unknown, SchemeUpdate>({
    resolver: schemeResolver,
    context: { language } satisfies FormLanguageContext,
    defaultValues: scheme ? schemeFormValues(scheme, language) : undefined,
  });
  const { errors } = form.formState;
  const error = (field: keyof SchemeFormValues) => getFieldErrorText(errors[field] as FieldError | undefined, tShared);

  useEffect(() => {
    if (isOpen && scheme) form.reset(schemeFormValues(scheme, language));
  }, [isOpen, scheme, form, language]);

  if (!scheme) return null;

  const onSubmit = form.handleSubmit((body) =>
    mutation.mutate(
      { id: scheme.id, body },
      {
        onSuccess: () => {
          toast({ title: t('costs.toasts.saved') });
          onOpenChange(false);
        },
        onError: (failure) => {
          const details = getApiErrorDetails(failure);
          setServerFieldErrors(form.setError, details.fieldErrors, FIELDS);
          toast({ variant: 'destructive', title: t('costs.toasts.saveFailed'), description: details.message });
        },
      },
    ),
  );

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
    <Dialog open={isOpen} onOpenChange={(open) => (mutation.isPending ? undefined : onOpenChange(open))}>
      <DialogContent className="max-w-2xl" data-testid="scheme-dialog">
        <DialogHeader>
          <DialogTitle>{t('costs.scheme.editTitle', { name: scheme.name })}</DialogTitle>
          <DialogDescription>{t('costs.scheme.dialogDescription')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
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
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={mutation.isPending}>
              {t('translation:common.cancel')}
            </Button>
            <Button type="submit" disabled={mutation.isPending} data-testid="scheme-save">
              {mutation.isPending ? <Spinner className="size-4 text-current" /> : null}
              {t('translation:common.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
