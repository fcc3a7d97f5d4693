import type { ReactNode } from 'react';

/** Attributes a cell or a row may carry for tests and styling (data-testid, data-email ...). */
export type DataAttributes = Record<`data-${string}`, string | undefined>;

/**
 * One column of an admin list: its header, what a row shows in it, and (when it has a
 * `sortValue`) how it sorts. Tabs describe their lists with these; DataTable renders them.
 */
export interface ResourceColumn<T> {
  /** Unique within the list; the sort state's key. */
  id: string;
  /** The header, already translated. */
  header: string;
  /** The header is for screen readers only (a column of buttons needs no visible title). */
  isHeaderHidden?: boolean;
  /** What a row shows. `index` is the row's place in the rows as given, whatever the sort. */
  cell: (row: T, index: number) => ReactNode;
  /**
   * Makes the column sortable by this value: text in the interface language's alphabetical
   * order, numbers by size, empty values last.
   */
  sortValue?: (row: T) => string | number | null;
  /** The cell names its row: rendered as <th scope="row">. */
  isRowHeader?: boolean;
  /** Stays in view at the right edge while a wide list scrolls sideways (the row's actions). */
  isPinnedEnd?: boolean;
  /** Classes for the column's cells (width, wrapping, figures). */
  className?: string;
  /** Attributes for one row's cell in this column. */
  cellProps?: (row: T) => DataAttributes;
}

/** The row's buttons (edit, delete ...): last, pinned to the right edge, its header for screen readers only. */
export function actionsColumn<T>(header: string, cell: (row: T, index: number) => ReactNode): ResourceColumn<T> {
  return { id: 'actions', header, isHeaderHidden: true, isPinnedEnd: true, cell };
}
