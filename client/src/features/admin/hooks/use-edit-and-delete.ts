import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';

interface EditorState<T> {
  item: T | null;
  isOpen: boolean;
}

interface DeleteState<T> extends EditorState<T> {
  /** The server's refusal, shown inside the confirm dialog. */
  error?: string;
  /** Set after a successful delete, so focus can go back to the Add button. */
  isDeleted?: boolean;
}

/**
 * The add/edit dialog and the confirmed delete of an admin table (countries, banks): which
 * row is being edited or deleted, and the delete with its success and failure toasts.
 */
export function useEditAndDelete<T extends { id: number }>(
  deleteMutation: UseMutationResult<unknown, Error, number>,
  toasts: { deleted: string; deleteFailed: string },
) {
  const [editing, setEditing] = useState<EditorState<T>>({ item: null, isOpen: false });
  const [deleting, setDeleting] = useState<DeleteState<T>>({ item: null, isOpen: false });

  return {
    editing,
    deleting,
    /** Opens the dialog for a new row (null) or an existing one. */
    openEditor: (item: T | null) => setEditing({ item, isOpen: true }),
    setEditorOpen: (isOpen: boolean) => setEditing((current) => ({ ...current, isOpen })),
    askToDelete: (item: T) => setDeleting({ item, isOpen: true }),
    setDeleteOpen: (isOpen: boolean) => setDeleting((current) => ({ ...current, isOpen, error: undefined })),
    confirmDelete() {
      const item = deleting.item;
      if (!item) return;
      deleteMutation.mutate(item.id, {
        onSuccess: () => {
          toast({ title: toasts.deleted });
          setDeleting((current) => ({ ...current, isOpen: false, isDeleted: true }));
        },
        onError: (error) => {
          const { message } = getApiErrorDetails(error);
          setDeleting((current) => ({ ...current, error: message }));
          toast({ variant: 'destructive', title: toasts.deleteFailed, description: message });
        },
      });
    },
  };
}
