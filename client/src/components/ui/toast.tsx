import type { ComponentProps, ReactElement } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** docs/product.md §9: shown 5000 ms, swipe right past 50 px to dismiss (radix defaults, made explicit). */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      {...props}
    />
  );
}

/**
 * F8 focuses it (radix's default hotkey). At the bottom on every screen (issue 20): on a phone a
 * toast at the top covered the whole header, its menu button included, for five seconds. Below
 * the content's edge it leaves the header usable and is within the thumb's reach to swipe or
 * close; the area around it lets clicks through (only the toast itself takes them), it keeps
 * clear of the home indicator, and on a phone it is more compact.
 */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        'pointer-events-none fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] outline-none sm:p-4 md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-xl border p-3 pr-10 shadow-lg sm:p-4 sm:pr-10 transition-all data-[state=open]:animate-toast-in data-[state=closed]:animate-fade-out data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none',
  {
    variants: {
      variant: {
        default: 'border-border bg-card text-card-foreground',
        destructive: 'destructive focus-ring-inverse border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return <ToastPrimitive.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'inline-flex h-9 shrink-0 items-center justify-center rounded-lg border border-input bg-transparent px-3 text-sm font-medium transition-colors hover:bg-muted group-[.destructive]:border-white/40 group-[.destructive]:hover:bg-white/10',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  const { t } = useTranslation();
  return (
    <ToastPrimitive.Close
      className={cn(
        'absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground group-[.destructive]:text-white group-[.destructive]:hover:bg-white/10',
        className,
      )}
      aria-label={t('common.close')}
      {...props}
    >
      <XIcon aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm', className)} {...props} />;
}

export type ToastActionElement = ReactElement<typeof ToastAction>;
