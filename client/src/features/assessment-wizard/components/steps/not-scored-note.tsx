import { Info } from 'lucide-react';

/** docs/lending-rules.md §5: marital status and education are collected as context, never scored. */
export function NotScoredNote({ text }: { text: string }) {
  return (
    <p className="flex items-start gap-2 rounded-lg bg-secondary p-3 text-sm text-secondary-foreground">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}
