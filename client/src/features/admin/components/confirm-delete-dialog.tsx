import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Spinner } from '@/components/ui/spinner';

interface ConfirmDeleteDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: string;
  onConfirm: () => void;
  isPending: boolean;
  /** The server's refusal ("in use"), shown inside the dialog as well as in the toast. */
  error?: string;
  testId?: string;
  /** After a delete the row's button is gone: focus goes here instead (the tab's Add button). */
  focusAfterDelete?: HTMLElement | null;
}

/** "Delete X?" with Cancel focused first; stays open while the delete runs and when it is refused. */
export function ConfirmDeleteDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  onConfirm,
  isPending,
  error,
  testId,
  focusAfterDelete,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <AlertDialog open={isOpen} onOpenChange={(open) => (isPending ? undefined : onOpenChange(open))}>
      <AlertDialogContent
        data-testid={testId}
        onCloseAutoFocus={(event) => {
          if (focusAfterDelete) {
            event.preventDefault();
            focusAfterDelete.focus();
          }
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {error ? (
          <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900" role="alert" data-testid="delete-error">
            {error}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{t('translation:common.cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm} disabled={isPending} data-testid="confirm-delete">
            {isPending ? <Spinner className="size-4 text-current" /> : null}
            {t('translation:common.delete')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
