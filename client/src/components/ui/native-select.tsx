import type { ComponentProps } from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * The browser's own <select>, styled like SelectTrigger. For pages whose first load must stay
 * small (the landing page): no JavaScript of its own, and phones show their native picker.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        data-slot="native-select"
        className={cn(
          'flex h-11 w-full appearance-none items-center rounded-lg border border-input bg-card py-2 pr-10 pl-3 text-base text-foreground shadow-xs transition-colors focus-visible:border-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive md:text-sm',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-foreground opacity-70"
      />
    </div>
  );
}
