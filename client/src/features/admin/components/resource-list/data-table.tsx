import { useMemo } from 'react';
import { createSortedRowModel, rowSortingFeature, tableFeatures, useTable, type ColumnDef, type Header, type RowData } from '@tanstack/react-table';
import { STICKY_END_CELL, STICKY_END_HEAD, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableRowHead } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { useLanguage } from '@/lib/use-language';
import type { DataAttributes, ResourceColumn } from './resource-column';
import { SortButton } from './sort-button';

// Sorting is the one feature the admin's lists use; registering only it keeps the rest of TanStack Table out of the bundle.
const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() });
type Features = typeof features;
type SortValue = string | number | null;

export interface DataTableProps<T extends RowData> {
  /** Names the table and its scrolling region for screen readers (visually hidden). */
  caption: string;
  captionId: string;
  /** The table's data-testid. */
  testId: string;
  rows: readonly T[];
  columns: readonly ResourceColumn<T>[];
  /** A row's stable key (its id or code). */
  getRowId: (row: T) => string;
  /** Attributes and classes for a row (data-testid="bank-row-3", a muted past rate). */
  getRowProps?: (row: T) => DataAttributes & { className?: string };
}

/**
 * An admin list as a table (TanStack Table, ADR 074): a row header per row, sortable columns
 * (a button in the header, its state in aria-sort), and a pinned actions column, inside the
 * focusable region that scrolls sideways on a phone (components/ui/table).
 */
export function DataTable<T extends RowData>({ caption, captionId, testId, rows, columns, getRowId, getRowProps }: DataTableProps<T>) {
  const language = useLanguage();
  const definitions = useMemo(() => toColumnDefs(columns, new Intl.Collator(language, { numeric: true, sensitivity: 'base' })), [columns, language]);
  const table = useTable<Features, T>({
    features,
    columns: definitions,
    data: rows as T[],
    getRowId: (row) => getRowId(row),
    // Three clicks: ascending, descending, back to the list's own order.
    enableSortingRemoval: true,
    enableMultiSort: false,
  });
  const byId = new Map(columns.map((column) => [column.id, column]));
  const columnOf = (id: string) => byId.get(id)!;

  return (
    <Table caption={caption} captionId={captionId} data-testid={testId}>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id}>
            {group.headers.map((header) => (
              <HeaderCell key={header.id} header={header} column={columnOf(header.column.id)} />
            ))}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {table.getRowModel().rows.map((row) => {
          const { className, ...rowProps } = getRowProps?.(row.original) ?? {};
          return (
            <TableRow key={row.id} className={className} {...rowProps}>
              {row.getAllCells().map((cell) => {
                const column = columnOf(cell.column.id);
                const Cell = column.isRowHeader ? TableRowHead : TableCell;
                return (
                  <Cell key={cell.id} className={cn(column.className, column.isPinnedEnd && STICKY_END_CELL)} {...column.cellProps?.(row.original)}>
                    {column.cell(row.original, row.index)}
                  </Cell>
                );
              })}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function HeaderCell<T extends RowData>({ header, column }: { header: Header<Features, T, unknown>; column: ResourceColumn<T> }) {
  const direction = header.column.getIsSorted();
  return (
    <TableHead
      className={cn(column.isPinnedEnd && STICKY_END_HEAD)}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
    >
      {column.isHeaderHidden ? (
        <span className="sr-only">{column.header}</span>
      ) : header.column.getCanSort() ? (
        <SortButton label={column.header} direction={direction} onToggle={() => header.column.toggleSorting(undefined, false)} />
      ) : (
        column.header
      )}
    </TableHead>
  );
}

/** Our columns as TanStack's: the sort value is the accessor, compared in the interface language's order. */
function toColumnDefs<T extends RowData>(columns: readonly ResourceColumn<T>[], collator: Intl.Collator): ColumnDef<Features, T>[] {
  return columns.map(({ id, sortValue }) => ({
    id,
    accessorFn: (row: T) => sortValue?.(row) ?? undefined,
    enableSorting: sortValue !== undefined,
    sortDescFirst: false,
    sortUndefined: 'last' as const,
    sortFn: (a, b, columnId) => compare(a.getValue<SortValue>(columnId), b.getValue<SortValue>(columnId), collator),
  }));
}

function compare(a: SortValue, b: SortValue, collator: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a ?? ''), String(b ?? ''));
}
