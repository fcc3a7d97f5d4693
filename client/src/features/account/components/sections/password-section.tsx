import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZPasswordChange } from '@core/schemas/account';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { getFieldErrorText, setServerFieldErrors } from '@/lib/form-errors';
import { useChangePassword } from '../../api/change-password';
import { SettingsSection } from '../settings-section';

/** The new password typed twice (the second only here: the server checks the rules). */
const ZPasswordForm = ZPasswordChange.extend({ confirmPassword: z.string() }).refine((values) => values.newPassword === values.confirmPassword, {
  path: ['confirmPassword'],
  error: 'validation.password.mismatch',
});
const FIELDS = ['currentPassword', 'newPassword'] as const;

/** Current password first; the new one follows register's rules; every other device is signed out. */
export function PasswordSection() {
  const { t } = useTranslation(['account', 'translation']);
  const { t: tValidation } = useTranslation('translation');
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(ZPasswordForm), defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          toast({ title: t('password.saved'), description: t('password.savedDescription') });
        },
        onError: (error) => {
          const details = getApiErrorDetails(error);
          if (!setServerFieldErrors(form.setError, details.fieldErrors, FIELDS)) toast({ variant: 'destructive', title: t('saveFailed'), description: details.message });
        },
      },
    ),
  );

  return (
    <SettingsSection id="password" title={t('password.title')} description={t('password.description')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
        <FormField id="settings-current-password" label={t('currentPassword')} error={getFieldErrorText(errors.currentPassword, tValidation)} className="sm:max-w-sm">
          <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="settings-new-password" label={t('password.new')} hint={t('password.rules')} error={getFieldErrorText(errors.newPassword, tValidation)}>
            <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <FormField id="settings-confirm-password" label={t('password.confirm')} error={getFieldErrorText(errors.confirmPassword, tValidation)}>
            <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
        </div>
        <Button type="submit" className="justify-self-start" disabled={change.isPending} data-testid="password-save">
          {change.isPending ? <Spinner className="size-4 text-current" /> : null}
          {t('password.submit')}
        </Button>
      </form>
    </SettingsSection>
  );
}
