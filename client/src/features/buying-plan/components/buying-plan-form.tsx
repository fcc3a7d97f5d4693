import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_PLAN_YEARS } from '@core/schemas/buying-plans';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { todayIsoDate } from '@/lib/format-date';
import { getFieldErrorText, setServerFieldErrors } from '@/lib/form-errors';
import { PLAN_FORM_FIELDS, planFormSchema, planRequestFrom, type PlanFormValues } from '../lib/plan-form';
import type { BuyingPlanRequest, PlanBank } from '../lib/plan-types';

interface BuyingPlanFormProps {
  banks: PlanBank[];
  defaultValues: PlanFormValues;
  isStored: boolean;
  /** Saves the plan; a refusal's field errors are shown under their fields. */
  onSave: (request: BuyingPlanRequest) => Promise<unknown>;
}

/** The same day `years` later as an ISO day (the date input's max). */
function yearsAfter(isoDay: string, years: number): string {
  return `${Number(isoDay.slice(0, 4)) + years}${isoDay.slice(4)}`;
}

/**
 * What the plan is worked back from (issue 24): the target signing day, whether the applicant can
 * travel home, and the bank among those the assessment recommends (or none yet).
 */
export function BuyingPlanForm({ banks, defaultValues, isStored, onSave }: BuyingPlanFormProps) {
  const { t } = useTranslation('plan');
  const { t: tValidation } = useTranslation('translation');
  const today = useMemo(() => todayIsoDate(), []);
  const form = useForm<PlanFormValues>({ resolver: zodResolver(planFormSchema(today)), defaultValues });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSave(planRequestFrom(values));
    } catch (error) {
      const details = getApiErrorDetails(error);
      if (!setServerFieldErrors(form.setError, details.fieldErrors, PLAN_FORM_FIELDS)) {
        toast({ variant: 'destructive', title: t('form.saveError'), description: details.message });
      }
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5" data-testid="plan-form" aria-labelledby="plan-form-title">
      <h2 id="plan-form-title" className="text-lg font-semibold">
        {t('form.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="plan-target-date" label={t('form.targetDate')} hint={t('form.targetDateHint')} error={getFieldErrorText(errors.targetDate, tValidation)}>
          <Input type="date" min={today} max={yearsAfter(today, MAX_PLAN_YEARS)} data-testid="plan-target-date" {...form.register('targetDate')} />
        </FormField>
        <FormField id="plan-bank" label={t('form.bank')} hint={t('form.bankHint')} error={getFieldErrorText(errors.bankId, tValidation)}>
          {/* defaultValue too: the option a link preselected must be chosen once the options exist. */}
          <NativeSelect data-testid="plan-bank" defaultValue={defaultValues.bankId} {...form.register('bankId')}>
            <option value="">{t('form.noBank')}</option>
            {banks.map((bank) => (
              <option key={bank.bankId} value={String(bank.bankId)}>
                {bank.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <div className="grid gap-1">
        <div className="flex items-start gap-3">
          <input
            id="plan-can-travel"
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-[var(--color-primary)]"
            aria-describedby={['plan-can-travel-hint', errors.canTravel ? 'plan-can-travel-error' : null].filter(Boolean).join(' ')}
            aria-invalid={errors.canTravel ? true : undefined}
            data-testid="plan-can-travel"
            {...form.register('canTravel')}
          />
          <label htmlFor="plan-can-travel" className="text-sm font-medium">
            {t('form.canTravel')}
          </label>
        </div>
        <p id="plan-can-travel-hint" className="pl-8 text-xs text-muted-foreground">
          {t('form.canTravelHint')}
        </p>
        {errors.canTravel ? (
          <p id="plan-can-travel-error" className="pl-8 text-sm font-medium text-destructive">
            {getFieldErrorText(errors.canTravel, tValidation)}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="justify-self-start" disabled={isSubmitting} data-testid="plan-save">
        {isSubmitting ? <Spinner className="size-4 text-current" /> : <CalendarCheck aria-hidden="true" />}
        {isSubmitting ? t('form.saving') : isStored ? t('form.update') : t('form.save')}
      </Button>
    </form>
  );
}
