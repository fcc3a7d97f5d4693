import { useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth/use-auth';
import { getApiErrorDetails } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useDeleteAccount } from '../../api/delete-account';
import { ACCOUNT_EXPORT_URL } from '../../lib/export-url';
import { SettingsSection } from '../settings-section';

/** What deletion erases, what it anonymises and what the law makes us keep, with the reason (ADR 061). */
function DeletionTerms() {
  const { t } = useTranslation('account');
  // Only staff have decisions and changes on others' records (ADR 070).
  const { isBroker, isAdmin } = useAuth();
  return (
    <ul className="grid list-disc gap-1.5 pl-5 text-sm" data-testid="deletion-terms">
      <li>{t('data.delete.erased')}</li>
      <li>{t('data.delete.anonymised')}</li>
      {isBroker || isAdmin ? <li>{t('data.delete.staff')}</li> : null}
      <li>{t('data.delete.kept')}</li>
      <li>{t('data.delete.subscription')}</li>
    </ul>
  );
}

function DeleteAccount() {
  const { t } = useTranslation(['account', 'translation']);
  const [, navigate] = useLocation();
  const remove = useDeleteAccount();
  const [isOpen, setIsOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onDelete = () => {
    setError(undefined);
    remove.mutate(
      { password },
      {
        onSuccess: () => {
          toast({ title: t('data.delete.done'), description: t('data.delete.doneDescription') });
          navigate('/');
        },
        onError: (failure) => {
          const details = getApiErrorDetails(failure);
          setError(details.fieldErrors?.password ?? details.message);
        },
      },
    );
  };

  return (
    <AlertDialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) {
          setPassword('');
          setError(undefined);
        }
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="destructive" data-testid="account-delete">
          <Trash2 aria-hidden="true" />
          {t('data.delete.button')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent data-testid="account-delete-dialog" className="max-w-lg">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('data.delete.confirmTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('data.delete.confirmDescription')}</AlertDialogDescription>
        </AlertDialogHeader>
        <DeletionTerms />
        <form
          id="account-delete-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onDelete();
          }}
        >
          <FormField id="account-delete-password" label={t('currentPassword')} error={error}>
            <PasswordInput autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          </FormField>
        </form>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{t('data.delete.keep')}</AlertDialogCancel>
          <AlertDialogAction type="submit" form="account-delete-form" disabled={remove.isPending || password === ''} data-testid="account-delete-confirm">
            {remove.isPending ? <Spinner className="size-4 text-current" /> : null}
            {t('data.delete.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The GDPR rights: a copy of everything we hold (art. 15, 20) and erasure (art. 17). */
export function DataSection() {
  const { t } = useTranslation('account');
  return (
    <SettingsSection id="data" title={t('data.title')} description={t('data.description')}>
      <div className="grid gap-6">
        <div className="grid gap-3">
          <h3 className="font-semibold">{t('data.export.title')}</h3>
          <p className="text-sm text-muted-foreground">{t('data.export.description')}</p>
          <a href={ACCOUNT_EXPORT_URL} download className={cn(buttonVariants({ variant: 'outline' }), 'justify-self-start')} data-testid="account-export">
            <Download aria-hidden="true" />
            {t('data.export.button')}
          </a>
        </div>
        <div className="grid gap-3 border-t border-border pt-6">
          <h3 className="font-semibold">{t('data.delete.title')}</h3>
          <DeletionTerms />
          <div>
            <DeleteAccount />
          </div>
        </div>
      </div>
    </SettingsSection>
  );
}
