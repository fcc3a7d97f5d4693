import type { ReactElement, ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/utils';
import { Label } from './label';

interface FormFieldProps {
  /** The control's id; the label, hint and error are tied to it. */
  id: string;
  label: ReactNode;
  /** Already translated text; shown under the control and announced with it. */
  error?: ReactNode;
  hint?: ReactNode;
  className?: string;
  /** Extra content on the label's line (a "forgot password" link, say). */
  labelAside?: ReactNode;
  /** Exactly one control element; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
}

/** A labelled control with an optional hint and error message, accessible by construction. */
export function FormField({ id, label, error, hint, className, labelAside, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('grid content-start gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      <Slot.Root id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot.Root>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
