import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { AssessmentInput } from '@core/schemas/assessment-input';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { setPendingAssessment } from '@/lib/pending-assessment';
import { toSubmitPayload } from '../lib/wizard-values';

/**
 * docs/product.md §2.7 and §4, guest flow: 'Assessment Complete!' with Create Account, Log In and
 * Continue as Guest. The first two stash the assessment; login and register post it after
 * signing in and land on /assessments.
 */
export function GuestCompleteDialog({
  input,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  input: AssessmentInput;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (there is no trigger button to return to). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useTranslation('wizard');
  const [, navigate] = useLocation();
  const goSave = (path: '/register' | '/login') => {
    setPendingAssessment(toSubmitPayload(input));
    navigate(path);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="guest-complete-dialog" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-green-100 text-success">
            <CheckCircle2 aria-hidden="true" className="size-6" />
          </span>
          <DialogTitle>{t('guestDialog.title')}</DialogTitle>
          <DialogDescription>{t('guestDialog.description')}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="gap-2 sm:flex-row">
          <Button variant="ghost" onClick={() => onOpenChange(false)} data-testid="guest-continue">
            {t('guestDialog.continueAsGuest')}
          </Button>
          <Button variant="outline" onClick={() => goSave('/login')} data-testid="guest-login">
            {t('guestDialog.logIn')}
          </Button>
          <Button onClick={() => goSave('/register')} data-testid="guest-create-account">
            {t('guestDialog.createAccount')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
