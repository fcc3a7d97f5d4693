import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  /** A second line under the value ("1 admin"). */
  hint?: ReactNode;
  icon?: ReactNode;
  className?: string;
  testId?: string;
}

/** One counter of a dashboard: a <dt>/<dd> pair, so put it inside a <dl>. */
export function StatCard({ label, value, hint, icon, className, testId }: StatCardProps) {
  return (
    <div className={cn('flex items-start gap-3 rounded-xl border border-border bg-card p-4 shadow-xs sm:p-5', className)}>
      {icon ? (
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary sm:flex [&_svg]:size-5" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <div className="grid min-w-0 gap-1">
        <dt className="text-sm text-muted-foreground">{label}</dt>
        <dd className="text-2xl font-bold tracking-tight tabular-nums" data-testid={testId}>
          {value}
        </dd>
        {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
      </div>
    </div>
  );
}
