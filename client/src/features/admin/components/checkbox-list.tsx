import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A group of native checkboxes under one legend (a fieldset, so a screen reader names the group),
 * registered under one react-hook-form name: the ticked values come back as a list.
 */
export function CheckboxList({
  id,
  legend,
  hint,
  error,
  options,
  register,
  columns = 2,
}: {
  id: string;
  legend: string;
  hint?: string;
  /** Already translated. */
  error?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  register: UseFormRegisterReturn;
  columns?: 2 | 3;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy} data-testid={id}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className={columns === 3 ? 'grid gap-x-4 gap-y-1 sm:grid-cols-3' : 'grid gap-x-4 gap-y-1 sm:grid-cols-2'}>
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
            <input type="checkbox" value={option.value} className="size-5 shrink-0 accent-[var(--color-primary)]" data-testid={`${id}-${option.value}`} {...register} />
            {option.label}
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
