import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useReturnFocus } from './use-return-focus';

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** Cancel or Escape; not offered while the action runs. */
  onCancel: () => void;
  onConfirm: () => void;
  /** The action is running: both buttons wait and the dialog stays open. */
  isPending: boolean;
  title: string;
  description: string;
  /** More to read before answering (what a new role may do). */
  children?: ReactNode;
  confirmLabel: string;
  /** "Cancel" unless said otherwise. */
  cancelLabel?: string;
  /** Red confirm button: the action removes something. */
  isDestructive?: boolean;
  /** The server's refusal ("in use"), shown inside the dialog. */
  error?: string;
  testId: string;
  confirmTestId: string;
  /** Where focus goes when the dialog closes instead of the button that opened it (gone with a deleted row). */
  focusAfterClose?: RefObject<HTMLElement | null>;
}

/**
 * The back office's one "are you sure?" (role="alertdialog", Cancel focused first): a delete, a
 * role change. It stays open while the action runs and when the server refuses it.
 */
export function ConfirmDialog({
  isOpen,
  onCancel,
  onConfirm,
  isPending,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  isDestructive = false,
  error,
  testId,
  confirmTestId,
  focusAfterClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation('translation');
  const returnFocus = useReturnFocus(focusAfterClose);
  return (
    <AlertDialog open={isOpen} onOpenChange={(open) => (open || isPending ? undefined : onCancel())}>
      <AlertDialogContent data-testid={testId} {...returnFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        {error ? (
          <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900" role="alert" data-testid="confirm-error">
            {error}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{cancelLabel ?? t('common.cancel')}</AlertDialogCancel>
          <Button variant={isDestructive ? 'destructive' : 'default'} onClick={onConfirm} disabled={isPending} data-testid={confirmTestId}>
            {isPending ? <Spinner className="size-4 text-current" /> : null}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
