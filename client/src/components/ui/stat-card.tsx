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

/**
 * One counter of a dashboard: a <div> holding a <dt> and its <dd>s, as a <dl> allows, so put
 * it inside a <dl>. The icon is decoration inside the <dt>.
 */
export function StatCard({ label, value, hint, icon, className, testId }: StatCardProps) {
  return (
    <div className={cn('relative grid min-w-0 content-start gap-1 rounded-xl border border-border bg-card p-4 shadow-xs sm:p-5', icon && 'sm:pl-[4.75rem]', className)}>
      <dt className="text-sm text-muted-foreground">
        {icon ? (
          <span
            className="absolute top-5 left-5 hidden size-10 items-center justify-center rounded-lg bg-secondary text-primary sm:flex [&_svg]:size-5"
            aria-hidden="true"
          >
            {icon}
          </span>
        ) : null}
        {label}
      </dt>
      <dd className="text-2xl font-bold tracking-tight tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}
