import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Already translated: the nav's name, the buttons' names and "Page x of y". */
  labels: { nav: string; previous: string; next: string; status: string };
  /** A fetch for the next page is under way: the buttons wait. */
  isBusy?: boolean;
  testIdPrefix?: string;
}

/** Previous / "Page x of y" / Next, for lists paginated on the server. */
export function Pagination({ page, pageCount, onPageChange, labels, isBusy = false, testIdPrefix = 'pagination' }: PaginationProps) {
  return (
    <nav aria-label={labels.nav} className="flex items-center justify-between gap-3">
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1 || isBusy}
        data-testid={`${testIdPrefix}-prev`}
      >
        <ChevronLeft aria-hidden="true" />
        {labels.previous}
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid={`${testIdPrefix}-status`}>
        {labels.status}
      </p>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pageCount || isBusy}
        data-testid={`${testIdPrefix}-next`}
      >
        {labels.next}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
