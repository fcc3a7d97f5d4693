import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

interface SpinnerProps {
  className?: string;
  /** Announced to screen readers; omit when the surrounding text already says it. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <Loader2 aria-hidden="true" className={cn('size-5 animate-spin text-primary', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

/** Fills the viewport while the app cannot show anything yet (current user, translations). */
export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[60dvh] w-full items-center justify-center" aria-busy="true">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
