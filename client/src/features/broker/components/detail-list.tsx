import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A titled group of label/value pairs (a <dl>) inside the evaluation dialog. */
export function DetailSection({ title, id, children, className }: { title: string; id: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn('grid content-start gap-3 rounded-xl border border-border p-3 sm:p-4', className)}>
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function DetailList({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={cn('grid grid-cols-2 gap-x-4 gap-y-3 sm:gap-x-6', className)}>{children}</dl>;
}

export function DetailItem({ label, children, testId, isWide = false }: { label: string; children: ReactNode; testId?: string; isWide?: boolean }) {
  return (
    <div className={cn('grid min-w-0 content-start gap-0.5', isWide && 'col-span-2')}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium [overflow-wrap:anywhere]" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
