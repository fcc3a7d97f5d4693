import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A data table inside a horizontally scrollable region. The region is focusable and named by
 * the caption, so keyboard users can scroll it and screen readers announce what it holds
 * (WCAG 2.1.1 / 1.3.1). Wide tables stay tables on phones: they scroll inside the region.
 */
export function Table({
  caption,
  captionId,
  isCaptionVisible = false,
  className,
  children,
  ...props
}: ComponentProps<'table'> & { caption: ReactNode; captionId: string; isCaptionVisible?: boolean }) {
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-xl border border-border bg-card shadow-xs"
    >
      <table data-slot="table" className={cn('w-full caption-top border-collapse text-sm', className)} {...props}>
        <caption id={captionId} className={isCaptionVisible ? 'px-4 pt-4 pb-2 text-left font-semibold' : 'sr-only'}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-muted [&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b border-border transition-colors', className)} {...props} />;
}

export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope={scope}
      className={cn('h-11 px-3 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase', className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-3 align-middle', className)} {...props} />;
}

/**
 * Classes for a column that stays in view while a wide table scrolls sideways (the row's
 * actions): pinned to the right edge, on an opaque background, with a soft edge shadow.
 */
export const STICKY_END_HEAD = 'sticky right-0 z-[1] bg-muted shadow-[-6px_0_6px_-6px_rgba(15,23,42,0.25)]';
export const STICKY_END_CELL = 'sticky right-0 z-[1] bg-card shadow-[-6px_0_6px_-6px_rgba(15,23,42,0.25)]';

/** A row header cell (<th scope="row">) styled like a cell. */
export function TableRowHead({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="row" className={cn('px-3 py-3 text-left align-middle font-medium', className)} {...props} />;
}
