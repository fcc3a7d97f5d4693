import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '@/components/number-input';
import { translateMessage } from '@/lib/form-errors';
import { formatUnderstoodNumber } from '@/lib/localized-number';
import { useLanguage } from '@/lib/use-language';
import type { SliderBounds } from '../lib/what-if';
import { readTypedAmount, WHAT_IF_AMOUNT_DECIMALS } from '../lib/what-if-entry';

/**
 * The amount beside a what-if slider, typed the interface language's way (issue 12). While the
 * user types, the echo says what was read; Enter or leaving the field applies it (the slider
 * moves); an entry that cannot be read, or is out of the slider's range, says why and leaves the
 * result as it is. When the slider moves, the entry shows its value.
 */
export function WhatIfAmountInput({
  id,
  label,
  labelKey,
  value,
  bounds,
  suffix,
  onCommit,
  testId,
}: {
  id: string;
  /** The slider's label, already translated. */
  label: string;
  /** The same label's key (with its namespace), named in the parser's messages. */
  labelKey: string;
  value: number;
  bounds: SliderBounds;
  suffix: string;
  onCommit: (value: number) => void;
  testId: string;
}) {
  const { t } = useTranslation('result');
  const { t: tShared } = useTranslation();
  const language = useLanguage();
  // What is being typed (null: the entry shows the slider's value) and why it was refused.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The slider, a suggestion or "back to my answers" moved the value: show it, forget the old entry.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setDraft(null);
    setError(null);
  }

  const commit = () => {
    if (draft === null) return;
    const read = readTypedAmount(draft, language, bounds, labelKey);
    if (!read.ok) {
      setError(read.message);
      return;
    }
    setDraft(null);
    setError(null);
    if (read.value !== value) onCommit(read.value);
  };

  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={id} className="sr-only">
        {t('whatIf.typedLabel', { label })}
      </label>
      <NumberInput
        id={id}
        typed={draft ?? ''}
        decimals={WHAT_IF_AMOUNT_DECIMALS}
        suffix={suffix}
        // Money reads with its cents in full ("3.000,50", not "3.000,5"), as the echo writes it.
        value={draft ?? formatUnderstoodNumber(value, language, WHAT_IF_AMOUNT_DECIMALS)}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="tabular-nums"
        data-testid={testId}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive" data-testid={`${testId}-error`}>
          {translateMessage(error, tShared)}
        </p>
      ) : null}
    </div>
  );
}
