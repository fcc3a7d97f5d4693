import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ComponentProps, type Ref } from 'react';
import { TabsList } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';

interface ScrollingTabsListProps extends Omit<ComponentProps<typeof TabsList>, 'ref'> {
  listRef?: Ref<HTMLDivElement>;
  /** The scroll buttons' names ("Earlier tabs", "More tabs"). */
  labels: { back: string; forward: string };
}

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * A tab row that shows it scrolls (issue 20: 11 admin tabs ran off the edge at 1280 px with no
 * sign there were more). Where tabs are hidden, that edge fades out and holds a chevron button
 * that scrolls a page of tabs; the keyboard moves with the arrow keys, Home and End as Radix
 * tabs give (so the buttons are for pointers and stay out of the Tab order), and the
 * scroll padding keeps a focused or active tab clear of the fade.
 */
export function ScrollingTabsList({ listRef, labels, className, children, onFocus, ...props }: ScrollingTabsListProps) {
  const ownRef = useRef<HTMLDivElement | null>(null);
  const [edges, setEdges] = useState({ start: false, end: false });

  const setRefs = useCallback(
    (node: HTMLDivElement | null) => {
      ownRef.current = node;
      if (typeof listRef === 'function') listRef(node);
      else if (listRef) listRef.current = node;
    },
    [listRef],
  );

  const measure = useCallback(() => {
    const list = ownRef.current;
    if (!list) return;
    const hidden = list.scrollWidth - list.clientWidth;
    setEdges({ start: list.scrollLeft > 1, end: list.scrollLeft < hidden - 1 });
  }, []);

  useEffect(() => {
    const list = ownRef.current;
    if (!list) return;
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [measure]);

  const scrollPage = (direction: -1 | 1) => {
    const list = ownRef.current;
    list?.scrollBy({ left: direction * list.clientWidth * 0.75, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  const edge = (side: 'start' | 'end') => {
    const isStart = side === 'start';
    const Icon = isStart ? ChevronLeft : ChevronRight;
    return (
      <div
        className={cn(
          'pointer-events-none absolute inset-y-px flex w-16 items-center from-card from-45% to-transparent',
          isStart ? 'left-px justify-start rounded-l-xl bg-linear-to-r pl-1' : 'right-px justify-end rounded-r-xl bg-linear-to-l pr-1',
        )}
        data-testid={`tabs-fade-${side}`}
      >
        <button
          type="button"
          tabIndex={-1}
          aria-label={isStart ? labels.back : labels.forward}
          onClick={() => scrollPage(isStart ? -1 : 1)}
          className="pointer-events-auto flex size-8 items-center justify-center rounded-full border border-border bg-card text-foreground shadow-sm hover:bg-muted"
          data-testid={`tabs-scroll-${side}`}
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      </div>
    );
  };

  return (
    <div className="relative" data-scroll-start={edges.start} data-scroll-end={edges.end} data-testid="tabs-scroller">
      <TabsList
        ref={setRefs}
        className={cn('scroll-px-16', className)}
        onFocus={(event) => {
          // The browser's own scroll on focus leaves a tab half under the fade; this one keeps the scroll padding.
          if (event.target !== event.currentTarget) event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
          onFocus?.(event);
        }}
        {...props}
      >
        {children}
      </TabsList>
      {edges.start ? edge('start') : null}
      {edges.end ? edge('end') : null}
    </div>
  );
}
