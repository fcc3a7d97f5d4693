import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A labelled control with hint and error, for controls FormField cannot wrap (a select bound to the form,
 * an input with a currency suffix): the control gets its id and aria attributes through `children`.
 */
export function WizardField({
  id,
  label,
  hint,
  error,
  isOptional,
  optionalLabel,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  /** Already translated. */
  error?: string;
  isOptional?: boolean;
  optionalLabel?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id} className="leading-snug">
        {label}
        {isOptional && optionalLabel ? <span className="ml-1 font-normal text-muted-foreground">({optionalLabel})</span> : null}
      </Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive" data-testid={`error-${id}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
