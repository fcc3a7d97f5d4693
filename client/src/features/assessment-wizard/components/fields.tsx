import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AssessmentField } from '@core/schemas/assessment-input';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { getFieldErrorText } from '@/lib/form-errors';
import { formatNumber } from '@/lib/format';
import { readLocalizedNumber } from '@/lib/localized-number';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import { NUMBER_FIELD_DECIMALS, type WizardValues } from '../lib/wizard-values';
import { WizardField } from './wizard-field';

/** The DOM id of a wizard field (stable: tests and error focus use it). */
export const fieldId = (name: AssessmentField) => `wizard-${name}`;

function useFieldError(name: AssessmentField): string | undefined {
  // Messages are keys under `validation.` in the default namespace (core/ schemas).
  const { t } = useTranslation();
  const { formState } = useFormContext<WizardValues>();
  return getFieldErrorText(formState.errors[name], t);
}

export interface SelectOption {
  value: string;
  label: string;
  /** Decorative prefix (a flag). */
  icon?: string;
}

export function SelectField({
  name,
  label,
  placeholder,
  options,
  hint,
  isOptional,
}: {
  name: AssessmentField;
  label: string;
  placeholder: string;
  options: SelectOption[];
  hint?: string;
  isOptional?: boolean;
}) {
  const { t } = useTranslation('wizard');
  const { control } = useFormContext<WizardValues>();
  const error = useFieldError(name);
  return (
    <WizardField id={fieldId(name)} label={label} hint={hint} error={error} isOptional={isOptional} optionalLabel={t('optional')}>
      {(aria) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select value={field.value || undefined} onValueChange={field.onChange} name={field.name}>
              <SelectTrigger {...aria} ref={field.ref} onBlur={field.onBlur} data-testid={fieldId(name)}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.icon ? (
                      <span aria-hidden="true" className="mr-2">
                        {option.icon}
                      </span>
                    ) : null}
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </WizardField>
  );
}

/**
 * What the field understood, written the language's way, as the user types ("= 3.000,50 EUR"):
 * amounts only, and only when the entry reads as a number (otherwise the error says why).
 */
function NumberEcho({ name, suffix }: { name: AssessmentField; suffix?: string }) {
  const { t } = useTranslation('wizard');
  const language = useLanguage();
  const { control } = useFormContext<WizardValues>();
  const value = useWatch({ control, name }) ?? '';
  const decimals = NUMBER_FIELD_DECIMALS[name] ?? 0;
  const read = value.trim() === '' ? null : readLocalizedNumber(value, language, decimals);
  return (
    <p id={`${fieldId(name)}-echo`} aria-live="polite" className="min-h-5 text-sm text-muted-foreground" data-testid={`${fieldId(name)}-echo`}>
      {read?.ok ? t('numberEcho', { value: `${formatNumber(read.value, language, decimals)}${suffix ? ` ${suffix}` : ''}` }) : null}
    </p>
  );
}

/**
 * A number typed the way the interface language writes it (issue 12): a text input, read by
 * core's parser (wizard-values.ts); amounts echo what was understood under the field.
 */
export function NumberField({
  name,
  label,
  hint,
  suffix,
  isOptional,
  inputMode = 'decimal',
}: {
  name: AssessmentField;
  label: string;
  hint?: string;
  /** A unit shown inside the input's end (currency, months, years). */
  suffix?: string;
  isOptional?: boolean;
  inputMode?: 'decimal' | 'numeric';
}) {
  const { t } = useTranslation('wizard');
  const { register } = useFormContext<WizardValues>();
  const error = useFieldError(name);
  const isAmount = (NUMBER_FIELD_DECIMALS[name] ?? 0) > 0;
  return (
    <WizardField id={fieldId(name)} label={label} hint={hint} error={error} isOptional={isOptional} optionalLabel={t('optional')}>
      {(aria) => (
        <div className="relative">
          <Input
            {...aria}
            aria-describedby={[aria['aria-describedby'], isAmount ? `${fieldId(name)}-echo` : null].filter(Boolean).join(' ') || undefined}
            {...register(name)}
            type="text"
            inputMode={inputMode}
            autoComplete="off"
            data-testid={fieldId(name)}
            className={cn(suffix && 'pr-16')}
          />
          {suffix ? (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-0 right-3 flex h-11 items-center text-sm text-muted-foreground"
            >
              {suffix}
            </span>
          ) : null}
          {isAmount ? <NumberEcho name={name} suffix={suffix} /> : null}
        </div>
      )}
    </WizardField>
  );
}

/** Yes / No / not said, as radio buttons (first home). */
export function YesNoField({ name, label, hint }: { name: AssessmentField; label: string; hint?: string }) {
  const { t } = useTranslation(['wizard', 'translation']);
  const { register } = useFormContext<WizardValues>();
  const error = useFieldError(name);
  const id = fieldId(name);
  const choices = [
    { value: 'true', label: t('translation:common.yes') },
    { value: 'false', label: t('translation:common.no') },
  ];
  return (
    <fieldset className="grid gap-2" aria-describedby={[error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined}>
      <legend className="mb-2 text-sm leading-snug font-medium">
        {label} <span className="font-normal text-muted-foreground">({t('optional')})</span>
      </legend>
      <div className="flex flex-wrap gap-3" id={id}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 min-w-24 cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-4 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input type="radio" value={choice.value} {...register(name)} className="size-4 accent-[var(--color-primary)]" data-testid={`${id}-${choice.value}`} />
            {choice.label}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
