import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

/**
 * A sortable column's header: a button named by the header alone (the <th>'s aria-sort says
 * the order), with an arrow that shows it to sighted users.
 */
export function SortButton({ label, direction, onToggle }: { label: string; direction: false | 'asc' | 'desc'; onToggle: () => void }) {
  const Arrow = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={onToggle}
      className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-1 tracking-wide uppercase hover:text-foreground"
    >
      {label}
      <Arrow aria-hidden="true" className={direction ? 'size-3.5 text-foreground' : 'size-3.5 opacity-60'} />
    </button>
  );
}
