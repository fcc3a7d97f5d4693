import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface RowAction {
  onClick: () => void;
  /** The button's accessible name, naming the row ("Edit Romania"). */
  label: string;
  testId: string;
}

/** A row's icon buttons: edit, and delete (in red) where the list allows it. */
export function RowActions({ edit, remove }: { edit: RowAction; remove?: RowAction }) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" onClick={edit.onClick} aria-label={edit.label} data-testid={edit.testId}>
        <Pencil aria-hidden="true" />
      </Button>
      {remove ? (
        <Button
          variant="ghost"
          size="icon"
          className="text-destructive hover:bg-red-50 hover:text-destructive"
          onClick={remove.onClick}
          aria-label={remove.label}
          data-testid={remove.testId}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}
