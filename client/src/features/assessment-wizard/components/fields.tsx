import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AssessmentField } from '@core/schemas/assessment-input';
import { NumberInput } from '@/components/number-input';
import { NativeSelect } from '@/components/ui/native-select';
import { getFieldErrorText } from '@/lib/form-errors';
import { NUMBER_FIELD_DECIMALS } from '@core/assessment-fields';
import type { WizardValues } from '../lib/wizard-values';
import { WizardField } from './wizard-field';

/** The DOM id of a wizard field (stable: tests and error focus use it). */
export const fieldId = (name: AssessmentField) => `wizard-${name}`;

/** A field's error in words (the wizard's own fields, and those composed in the steps). */
export function useFieldError(name: AssessmentField): string | undefined {
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
            <NativeSelect
              {...aria}
              ref={field.ref}
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              data-testid={fieldId(name)}
            >
              {/* An optional answer can be taken back; a required one cannot be un-chosen. */}
              <option value="" disabled={!isOptional}>
                {placeholder}
              </option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.icon ? `${option.icon} ${option.label}` : option.label}
                </option>
              ))}
            </NativeSelect>
          )}
        />
      )}
    </WizardField>
  );
}

/**
 * A number typed the way the interface language writes it (issue 12): the shared NumberInput,
 * read by core's parser (wizard-values.ts); amounts echo what was understood under the field.
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
  const { control, register } = useFormContext<WizardValues>();
  const typed = useWatch({ control, name }) ?? '';
  const error = useFieldError(name);
  return (
    <WizardField id={fieldId(name)} label={label} hint={hint} error={error} isOptional={isOptional} optionalLabel={t('optional')}>
      {(aria) => (
        <NumberInput
          {...aria}
          {...register(name)}
          typed={typed}
          decimals={NUMBER_FIELD_DECIMALS[name] ?? 0}
          suffix={suffix}
          inputMode={inputMode}
          data-testid={fieldId(name)}
        />
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
