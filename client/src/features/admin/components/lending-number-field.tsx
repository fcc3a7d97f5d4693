import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '@/components/number-input';
import { FormField } from '@/components/ui/form-field';
import { NUMBER_DECIMALS } from '../lib/number-fields';

export type LendingUnit = 'percent' | 'years' | 'age';

interface LendingNumberFieldProps {
  /** The input's id and test id (`lending-dstiCap` when editing, `new-lending-dstiCap` when adding). */
  id: string;
  /** The rule's field, which names its label (`lendingRules.fields.<field>`). */
  field: string;
  unit: LendingUnit;
  hint?: string;
  error?: string;
  /** What is typed in it now (the form's watched value). */
  typed: string;
  registration: UseFormRegisterReturn;
}

/**
 * One number of a lending rule, in the add and the edit dialog alike: labelled with its unit;
 * percentages and rates echo what was read, terms and ages are whole numbers.
 */
export function LendingNumberField({ id, field, unit, hint, error, typed, registration }: LendingNumberFieldProps) {
  const { t } = useTranslation('admin');
  return (
    <FormField id={id} label={`${t(`lendingRules.fields.${field}`)} (${t(`lendingRules.units.${unit}`)})`} hint={hint} error={error}>
      <NumberInput id={id} typed={typed} decimals={unit === 'percent' ? NUMBER_DECIMALS.rate : NUMBER_DECIMALS.whole} data-testid={id} {...registration} />
    </FormField>
  );
}
