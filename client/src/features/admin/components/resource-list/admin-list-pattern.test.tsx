import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '@/test/render-with-app';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable } from './data-table';
import { actionsColumn, type ResourceColumn } from './resource-column';

/** The back office's one list and one "are you sure?" (ADR 074), as every admin tab uses them. */
interface Country {
  code: string;
  name: string;
  banks: number | null;
}
const ROWS: Country[] = [
  { code: 'RO', name: 'România', banks: 6 },
  { code: 'AT', name: 'Austria', banks: null },
  { code: 'HU', name: 'Ungaria', banks: 3 },
  { code: 'BG', name: 'Bulgaria', banks: 2 },
];

function CountryList({ onDelete }: { onDelete: (code: string) => void }) {
  const [pending, setPending] = useState<Country | null>(null);
  const columns: ResourceColumn<Country>[] = [
    { id: 'name', header: 'Țară', isRowHeader: true, cell: (row) => row.name, sortValue: (row) => row.name },
    { id: 'banks', header: 'Bănci', cell: (row) => row.banks ?? '–', sortValue: (row) => row.banks },
    actionsColumn('Acțiuni', (row) => (
      <button type="button" onClick={() => setPending(row)}>
        Șterge {row.name}
      </button>
    )),
  ];
  return (
    <>
      <DataTable caption="Țări" captionId="countries-caption" testId="countries" rows={ROWS} columns={columns} getRowId={(row) => row.code} />
      <ConfirmDialog
        isOpen={pending !== null}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && onDelete(pending.code)}
        isPending={false}
        title={`Ștergeți ${pending?.name ?? ''}?`}
        description="Nu se poate anula."
        confirmLabel="Șterge"
        isDestructive
        testId="confirm-delete"
        confirmTestId="confirm-delete-button"
      />
    </>
  );
}

const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('the admin list pattern (issue 21: component tests)', () => {
  it('sorts a column in the reader\'s alphabet on each click: ascending, descending, then the list\'s own order', async () => {
    const { user } = await renderWithApp(<CountryList onDelete={vi.fn()} />);
    expect(await screen.findByRole('table', { name: 'Țări' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['România', 'Austria', 'Ungaria', 'Bulgaria']);

    const nameHeader = screen.getByRole('columnheader', { name: /Țară/ });
    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(rowNames()).toEqual(['Austria', 'Bulgaria', 'România', 'Ungaria']);
    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(rowNames()).toEqual(['Ungaria', 'România', 'Bulgaria', 'Austria']);
    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    expect(rowNames()).toEqual(['România', 'Austria', 'Ungaria', 'Bulgaria']);
  });

  it('puts empty values last whichever way a number column sorts', async () => {
    const { user } = await renderWithApp(<CountryList onDelete={vi.fn()} />);
    const banks = within(await screen.findByRole('columnheader', { name: /Bănci/ })).getByRole('button');
    await user.click(banks);
    expect(rowNames()).toEqual(['Bulgaria', 'Ungaria', 'România', 'Austria']);
    await user.click(banks);
    expect(rowNames()).toEqual(['România', 'Ungaria', 'Bulgaria', 'Austria']);
  });

  it('asks before deleting, with Cancel focused first, and Cancel deletes nothing', async () => {
    const onDelete = vi.fn();
    const { user } = await renderWithApp(<CountryList onDelete={onDelete} />);
    await user.click(await screen.findByRole('button', { name: 'Șterge Ungaria' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ștergeți Ungaria?' });
    expect(within(dialog).getByRole('button', { name: 'Anulează' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Anulează' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Șterge Ungaria' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByTestId('confirm-delete-button'));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith('HU');
  });
});
