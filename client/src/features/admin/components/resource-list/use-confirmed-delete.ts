import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import type { ConfirmDialogProps } from './confirm-dialog';

interface DeleteState<T> {
  item: T | null;
  isOpen: boolean;
  /** The server's refusal, shown inside the confirm dialog. */
  error?: string;
  /** Set after a successful delete: the row's button is gone, so focus goes back to the Add button. */
  isDeleted?: boolean;
}

/**
 * A row's delete, asked first: which row, the delete with its success and failure toasts, and
 * the confirm dialog's state (spread `dialog` into ConfirmDialog). Put `returnFocusRef` on the
 * list's Add button.
 */
export function useConfirmedDelete<T extends { id: number }>(
  mutation: UseMutationResult<unknown, Error, number>,
  toasts: { deleted: string; deleteFailed: string },
) {
  const [state, setState] = useState<DeleteState<T>>({ item: null, isOpen: false });
  const returnFocusRef = useRef<HTMLButtonElement>(null);

  const confirm = () => {
    const { item } = state;
    if (!item) return;
    mutation.mutate(item.id, {
      onSuccess: () => {
        toast({ title: toasts.deleted });
        setState((current) => ({ ...current, isOpen: false, isDeleted: true }));
      },
      onError: (error) => {
        const { message } = getApiErrorDetails(error);
        setState((current) => ({ ...current, error: message }));
        toast({ variant: 'destructive', title: toasts.deleteFailed, description: message });
      },
    });
  };

  const dialog = {
    isOpen: state.isOpen,
    onCancel: () => setState((current) => ({ ...current, isOpen: false, error: undefined })),
    onConfirm: confirm,
    isPending: mutation.isPending,
    error: state.error,
    focusAfterClose: state.isDeleted ? returnFocusRef : undefined,
  } satisfies Partial<ConfirmDialogProps>;

  return { item: state.item, askToDelete: (item: T) => setState({ item, isOpen: true }), returnFocusRef, dialog };
}
