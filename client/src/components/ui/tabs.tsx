import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

/** radix Tabs: arrow keys move between tabs, Home/End to the ends, Tab into the panel. */
export const Tabs = TabsPrimitive.Root;

/**
 * The tab row. On narrow screens it scrolls sideways instead of wrapping (the scroll area is
 * the tablist itself, so the keyboard and screen readers see one list).
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        'flex w-full max-w-full items-center gap-1 overflow-x-auto rounded-xl border border-border bg-card p-1 shadow-xs [scrollbar-width:thin]',
        className,
      )}
      {...props}
    />
  );
}

/** Its focus ring sits 1 px off, inside the row's 4 px padding (2 px off would be clipped by the scrolling row). */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex min-h-10 shrink-0 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-offset-1 data-[state=active]:bg-primary data-[state=active]:text-primary-foreground [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn('mt-6', className)} {...props} />;
}
