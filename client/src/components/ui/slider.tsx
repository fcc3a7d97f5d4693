import type { ComponentProps } from 'react';
import { Slider as SliderPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

/**
 * A single-thumb radix Slider: arrows move one step, Page Up/Down ten, Home/End to the ends.
 * Give the thumb its accessible name and value text through `thumbProps`.
 */
export function Slider({
  className,
  thumbProps,
  ...props
}: ComponentProps<typeof SliderPrimitive.Root> & { thumbProps?: ComponentProps<typeof SliderPrimitive.Thumb> & Record<`data-${string}`, string> }) {
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      className={cn('relative flex h-6 w-full touch-none items-center select-none data-[disabled]:opacity-60', className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        className="block size-6 rounded-full border-2 border-primary bg-card shadow-sm transition-shadow hover:ring-4 hover:ring-primary/20"
        {...thumbProps}
      />
    </SliderPrimitive.Root>
  );
}
