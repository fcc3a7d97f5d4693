import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useLocation } from 'wouter';
import { ZLoginRequest } from '@core/schemas/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { EmailInput } from '@/components/ui/email-input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { afterSignIn, homeFor } from '../lib/after-sign-in';
import { getApiErrorDetails } from '@/lib/api-client';
import { getFieldErrorText, setServerFieldErrors } from '@/lib/form-errors';
import { useLogin } from '../api/login';
import { useAuth } from '@/lib/auth/use-auth';
import { AuthLayout } from './auth-layout';

const FIELDS = ['email', 'password'] as const;

export function LoginForm() {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const { user } = useAuth();
  const loginMutation = useLogin();
  const form = useForm({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  // Already signed in: nothing to do here. (Not while this form is signing in: it navigates itself.)
  if (user && loginMutation.isIdle) return <Redirect to={homeFor(user)} replace />;

  const onSubmit = form.handleSubmit((values) =>
    loginMutation.mutate(values, {
      onSuccess: (result) => {
        const next = afterSignIn(result, 'auth.login.welcomeDescription');
        // i18n.t, not t: the interface has just switched to the account's language.
        toast({ title: i18n.t('auth.login.welcomeTitle'), description: i18n.t(next.descriptionKey) });
        navigate(next.path);
      },
      onError: (error) => {
        const details = getApiErrorDetails(error);
        setServerFieldErrors(form.setError, details.fieldErrors, FIELDS);
        const isInvalidCredentials =
          details.code === 'INVALID_CREDENTIALS' || error.message.includes('Invalid credentials');
        toast({
          variant: 'destructive',
          title: t('auth.login.errorTitle'),
          description: isInvalidCredentials
            ? t('auth.login.invalidCredentials')
            : details.code === 'RATE_LIMITED'
              ? // A guessing attack may be holding the account shut: a reset gets its owner in (ADR 068).
                t('auth.login.lockedOut')
              : t('auth.tryAgain'),
        });
      },
    }),
  );

  const isSubmitting = loginMutation.isPending;
  // The address typed so far goes along, so it need not be typed twice.
  const typedEmail = form.watch('email').trim();
  const forgotHref = typedEmail ? `/forgot-password?email=${encodeURIComponent(typedEmail)}` : '/forgot-password';

  return (
    <AuthLayout
      title={t('auth.login.title')}
      description={t('auth.login.description')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link href="/register" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('auth.login.registerLink')}
          </Link>
        </>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
        <FormField id="login-email" label={t('fields.email')} error={getFieldErrorText(errors.email, t)}>
          <EmailInput placeholder={t('auth.emailPlaceholder')} {...form.register('email')} />
        </FormField>
        <FormField
          id="login-password"
          label={t('fields.password')}
          error={getFieldErrorText(errors.password, t)}
          labelAside={
            <Link href={forgotHref} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              {t('auth.login.forgotLink')}
            </Link>
          }
        >
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <Spinner className="size-4 text-current" />
              {t('auth.login.submitting')}
            </>
          ) : (
            t('auth.login.submit')
          )}
        </Button>
      </form>
    </AuthLayout>
  );
}
