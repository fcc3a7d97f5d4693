import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { formatUnderstoodNumber, readLocalizedNumber } from '@/lib/localized-number';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';

/** The id (and test id) of the echo under a number input. */
export const echoIdFor = (inputId: string) => `${inputId}-echo`;

/**
 * What the entry was read as, written the interface language's way, as the user types
 * ("We read: 3.000,50 EUR"); empty while the entry is empty or unreadable (the field's error
 * then says why). Announced politely, and it describes the input.
 */
export function NumberEcho({ id, typed, decimals, suffix, testId = id }: { id: string; typed: string; decimals: number; suffix?: string; testId?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const read = typed.trim() === '' ? null : readLocalizedNumber(typed, language, decimals);
  return (
    <p id={id} aria-live="polite" className="min-h-5 text-sm text-muted-foreground" data-testid={testId}>
      {read?.ok ? t('common.numberEcho', { value: `${formatUnderstoodNumber(read.value, language, decimals)}${suffix ? ` ${suffix}` : ''}` }) : null}
    </p>
  );
}

export interface NumberInputProps extends Omit<ComponentProps<'input'>, 'type' | 'inputMode'> {
  /** Ties the label, hint, error and echo to the input. */
  id: string;
  /** The entry as it is now (react-hook-form: `watch(name)`; a controlled input: its value): the echo reads it. */
  typed: string;
  /** Decimals the field reads (0: a whole number). */
  decimals: number;
  /** A unit shown inside the input's end (currency, months, %), and after the echoed number. */
  suffix?: string;
  /** Show what was understood under the input: by default for numbers with decimals (amounts, rates). */
  hasEcho?: boolean;
  inputMode?: 'decimal' | 'numeric';
  /** The input's test id; the echo's is this with "-echo" (else the echo's id). */
  'data-testid'?: string;
}

/**
 * A number typed the way the interface language writes it (issue 12): a text input (a number
 * input would refuse "3.000,50" or read it the browser's way) with the phone's number keyboard,
 * read by core's parser (lib/localized-number.ts). The one number input of the wizard, the
 * what-if panel and the admin forms. Wrap it in FormField or WizardField for the label.
 */
export function NumberInput({
  id,
  typed,
  decimals,
  suffix,
  hasEcho = decimals > 0,
  inputMode = decimals > 0 ? 'decimal' : 'numeric',
  className,
  'aria-describedby': describedBy,
  'data-testid': testId,
  ...props
}: NumberInputProps) {
  const echoId = echoIdFor(id);
  return (
    <div className="relative">
      <Input
        {...props}
        id={id}
        data-testid={testId}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        aria-describedby={[describedBy, hasEcho ? echoId : null].filter(Boolean).join(' ') || undefined}
        className={cn(suffix && 'pr-16', className)}
      />
      {suffix ? (
        <span aria-hidden="true" className="pointer-events-none absolute top-0 right-3 flex h-11 items-center text-sm text-muted-foreground">
          {suffix}
        </span>
      ) : null}
      {hasEcho ? <NumberEcho id={echoId} testId={testId ? echoIdFor(testId) : echoId} typed={typed} decimals={decimals} suffix={suffix} /> : null}
    </div>
  );
}
