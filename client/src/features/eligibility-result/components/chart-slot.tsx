import { Suspense, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { useNearViewport } from '@/lib/use-near-viewport';

/**
 * A chart's place on the result page: a grey box of the chart's height until the visitor
 * scrolls near it, then the chart (its chunk, the charting library, loads then). On a phone the
 * charts are far below the verdict; loading them with it cost the first screen a second (issue 13).
 */
export function ChartSlot({ heightClassName, children }: { heightClassName: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(ref);
  // Still while it waits for the scroll (nothing is loading yet); it pulses while the chart loads.
  const box = (className: string) => <div className={cn('rounded-lg bg-muted', heightClassName, className)} aria-hidden="true" />;
  return <div ref={ref}>{isNear ? <Suspense fallback={box('animate-pulse')}>{children}</Suspense> : box('')}</div>;
}
