import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { useReturnFocus } from './use-return-focus';

export interface FormDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: string;
  /** The dialog's data-testid. */
  testId: string;
  /** The dialog's width (max-w-2xl for a long form). */
  className?: string;
  /** The form's layout classes. */
  formClassName?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The save is running: the dialog stays open and its buttons wait. */
  isPending: boolean;
  /** Something else the Save button waits for (the bank's effect check), without holding the dialog open. */
  isSubmitWaiting?: boolean;
  submitLabel: string;
  submitTestId: string;
  /** Said beside the buttons (why Save will check first), and named by the Save button. */
  footerNote?: { id: string; text: string; testId?: string } | null;
  children: ReactNode;
}

/**
 * The back office's one add/edit dialog (ADR 074): title and description, the form, Cancel and
 * Save. It cannot be dismissed while a save runs; Save shows a spinner meanwhile.
 */
export function FormDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  testId,
  className,
  formClassName = 'grid grid-cols-1 gap-4',
  onSubmit,
  isPending,
  isSubmitWaiting = false,
  submitLabel,
  submitTestId,
  footerNote,
  children,
}: FormDialogProps) {
  const { t } = useTranslation('translation');
  const isSubmitBusy = isPending || isSubmitWaiting;
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={isOpen} onOpenChange={(open) => (isPending ? undefined : onOpenChange(open))}>
      <DialogContent className={className} data-testid={testId} {...returnFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className={formClassName}>
          {children}
          <DialogFooter className={cn(footerNote && 'items-center')}>
            {footerNote ? (
              <p id={footerNote.id} className="text-sm text-muted-foreground sm:mr-auto" data-testid={footerNote.testId}>
                {footerNote.text}
              </p>
            ) : null}
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitBusy} aria-describedby={footerNote?.id} data-testid={submitTestId}>
              {isSubmitBusy ? <Spinner className="size-4 text-current" /> : null}
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
