import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZEmailChange } from '@core/schemas/account';
import type { CurrentUser } from '@core/schemas/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { EmailInput } from '@/components/ui/email-input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { getFieldErrorText, setServerFieldErrors } from '@/lib/form-errors';
import { useChangeEmail } from '../../api/change-email';
import { SettingsSection } from '../settings-section';

const FIELDS = ['email', 'password'] as const;

/** The sign-in e-mail: a new one, confirmed with the password, not used by another account. */
export function EmailSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['account', 'translation']);
  const { t: tValidation } = useTranslation('translation');
  const change = useChangeEmail();
  const form = useForm({ resolver: zodResolver(ZEmailChange), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ email: '', password: '' });
        toast({ title: t('email.saved'), description: t('email.savedDescription', { email: saved.email }) });
      },
      onError: (error) => {
        const details = getApiErrorDetails(error);
        if (!setServerFieldErrors(form.setError, details.fieldErrors, FIELDS)) toast({ variant: 'destructive', title: t('saveFailed'), description: details.message });
      },
    }),
  );

  return (
    <SettingsSection id="email" title={t('email.title')} description={t('email.current', { email: user.email })}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="settings-new-email" label={t('email.newEmail')} error={getFieldErrorText(errors.email, tValidation)}>
            <EmailInput {...form.register('email')} />
          </FormField>
          <FormField id="settings-email-password" label={t('currentPassword')} hint={t('email.passwordHint')} error={getFieldErrorText(errors.password, tValidation)}>
            <PasswordInput autoComplete="current-password" {...form.register('password')} />
          </FormField>
        </div>
        <Button type="submit" className="justify-self-start" disabled={change.isPending} data-testid="email-save">
          {change.isPending ? <Spinner className="size-4 text-current" /> : null}
          {t('email.submit')}
        </Button>
      </form>
    </SettingsSection>
  );
}
