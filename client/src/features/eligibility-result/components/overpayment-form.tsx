import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '@/components/number-input';
import { translateMessage } from '@/lib/form-errors';
import type { OverpaymentEntry, ReadOverpayment } from '../lib/overpayment-entry';
import { useResultText } from '../lib/use-result-text';

function EntryField({
  id,
  label,
  value,
  suffix,
  decimals,
  error,
  onChange,
  testId,
}: {
  id: string;
  label: string;
  value: string;
  suffix?: string;
  decimals: number;
  error: string | undefined;
  onChange: (value: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <NumberInput
        id={id}
        typed={value}
        value={value}
        decimals={decimals}
        suffix={suffix}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid={testId}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive" data-testid={`${testId}-error`}>
          {translateMessage(error, t)}
        </p>
      ) : null}
    </div>
  );
}

/** Extra repayments, monthly or once (issue 14): typed the interface language's way, applied as typed. */
export function OverpaymentForm({ entry, errors, onChange }: { entry: OverpaymentEntry; errors: ReadOverpayment['errors']; onChange: (entry: OverpaymentEntry) => void }) {
  const { t } = useResultText();
  const id = useId();
  return (
    <fieldset className="grid gap-3 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-semibold">{t('schedule.overpayment.title')}</legend>
      <p className="text-xs text-muted-foreground">{t('schedule.overpayment.hint')}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        <EntryField
          id={`${id}-monthly`}
          label={t('schedule.overpayment.monthly')}
          value={entry.monthly}
          suffix="EUR"
          decimals={2}
          error={errors.monthly}
          onChange={(monthly) => onChange({ ...entry, monthly })}
          testId="result-overpayment-monthly"
        />
        <EntryField
          id={`${id}-amount`}
          label={t('schedule.overpayment.oneOffAmount')}
          value={entry.oneOffAmount}
          suffix="EUR"
          decimals={2}
          error={errors.oneOffAmount}
          onChange={(oneOffAmount) => onChange({ ...entry, oneOffAmount })}
          testId="result-overpayment-one-off"
        />
        <EntryField
          id={`${id}-month`}
          label={t('schedule.overpayment.oneOffMonth')}
          value={entry.oneOffMonth}
          decimals={0}
          error={errors.oneOffMonth}
          onChange={(oneOffMonth) => onChange({ ...entry, oneOffMonth })}
          testId="result-overpayment-month"
        />
      </div>
    </fieldset>
  );
}
