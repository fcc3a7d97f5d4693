import type { UseMutationResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable } from './data-table';
import { actionsColumn, type ResourceColumn } from './resource-column';
import { ResourceSection, type ResourceSectionProps } from './resource-section';
import { RowActions } from './row-actions';
import { useConfirmedDelete } from './use-confirmed-delete';
import { useEditor } from './use-editor';

interface EditableItem {
  id: number;
  name: string;
}

export interface EditableListProps<T extends EditableItem> {
  /**
   * The admin texts' group (`banks`, `countries`): its title, description, add, empty, caption,
   * editLabel, deleteLabel, deleteTitle, deleteDescription and toasts.deleted/deleteFailed.
   */
  texts: string;
  /** The test ids' stem, one row's noun: `add-${noun}`, `${noun}-row-…`, `${noun}-edit-…`, `${noun}-delete-dialog`. */
  noun: string;
  /** What names a row in the page's test ids (a bank's id, a country's code). */
  rowKey: (item: T) => string;
  query: ResourceSectionProps<T>['query'] & { data: readonly T[] | undefined };
  deleteMutation: UseMutationResult<unknown, Error, number>;
  /** The table's columns; the edit and delete column is added last. */
  columns: ResourceColumn<T>[];
  /** The add/edit dialog for the row being edited (null: adding one). */
  dialog: (props: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void; item: T | null }) => ReactNode;
}

/**
 * An admin list whose rows are added, edited and deleted (ADR 074): the section with its Add
 * button, the table with each row's edit and delete, the add/edit dialog, and the delete asked
 * first. The banks' and countries' tabs differ only in their columns, texts and dialog.
 */
export function EditableList<T extends EditableItem>({ texts, noun, rowKey, query, deleteMutation, columns, dialog }: EditableListProps<T>) {
  const { t } = useTranslation(['admin', 'translation']);
  const editor = useEditor<T>();
  const deletion = useConfirmedDelete<T>(deleteMutation, { deleted: t(`${texts}.toasts.deleted`), deleteFailed: t(`${texts}.toasts.deleteFailed`) });

  const allColumns: ResourceColumn<T>[] = [
    ...columns,
    actionsColumn(t('common.actions'), (item) => (
      <RowActions
        edit={{ onClick: () => editor.open(item), label: t(`${texts}.editLabel`, { name: item.name }), testId: `${noun}-edit-${rowKey(item)}` }}
        remove={{ onClick: () => deletion.askToDelete(item), label: t(`${texts}.deleteLabel`, { name: item.name }), testId: `${noun}-delete-${rowKey(item)}` }}
      />
    )),
  ];

  return (
    <>
      <ResourceSection
        titleId={`admin-${texts}-title`}
        title={t(`${texts}.title`)}
        description={t(`${texts}.description`)}
        action={
          <Button ref={deletion.returnFocusRef} onClick={() => editor.open(null)} data-testid={`add-${noun}`}>
            <Plus aria-hidden="true" />
            {t(`${texts}.add`)}
          </Button>
        }
        query={query}
        items={query.data}
        empty={{ message: t(`${texts}.empty`) }}
      >
        {(items) => (
          <DataTable
            caption={t(`${texts}.caption`)}
            captionId={`admin-${texts}-caption`}
            testId={`admin-${texts}-table`}
            rows={items}
            columns={allColumns}
            getRowId={(item) => String(item.id)}
            getRowProps={(item) => ({ 'data-testid': `${noun}-row-${rowKey(item)}` })}
          />
        )}
      </ResourceSection>
      {dialog({ isOpen: editor.isOpen, onOpenChange: editor.setOpen, item: editor.item })}
      <ConfirmDialog
        {...deletion.dialog}
        title={t(`${texts}.deleteTitle`, { name: deletion.item?.name ?? '' })}
        description={t(`${texts}.deleteDescription`)}
        confirmLabel={t('translation:common.delete')}
        isDestructive
        testId={`${noun}-delete-dialog`}
        confirmTestId="confirm-delete"
      />
    </>
  );
}
