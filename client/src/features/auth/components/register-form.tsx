import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useLocation } from 'wouter';
import { ZRegisterRequest } from '@core/schemas/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { EmailInput } from '@/components/ui/email-input';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { afterSignIn } from '../lib/after-sign-in';
import { firstFieldWithError, registerErrorFeedback, type RegisterField } from '../lib/register-error';
import { getApiErrorDetails } from '@/lib/api-client';
import { getFieldErrorText, SERVER_ERROR_TYPE } from '@/lib/form-errors';
import { useRegister } from '../api/register';
import { useAuth } from '@/lib/auth/use-auth';
import { AuthLayout } from './auth-layout';

export function RegisterForm() {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const { user } = useAuth();
  const registerMutation = useRegister();
  const form = useForm({
    resolver: zodResolver(ZRegisterRequest),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  // Already signed in: nothing to do here. (Not while this form is signing up: it navigates itself.)
  if (user && registerMutation.isIdle) return <Redirect to="/" replace />;

  const onSubmit = form.handleSubmit((values) =>
    registerMutation.mutate(values, {
      onSuccess: (result) => {
        const next = afterSignIn(result, 'auth.register.welcomeDescription');
        // i18n.t, not t: the interface has just switched to the account's language.
        toast({ title: i18n.t('auth.register.welcomeTitle'), description: i18n.t(next.descriptionKey) });
        navigate(next.path);
      },
      onError: (error) => {
        // One message per problem: a field's own message, else a single toast (issue 12).
        const feedback = registerErrorFeedback(getApiErrorDetails(error), error.message);
        for (const [field, fieldError] of Object.entries(feedback.fieldErrors)) {
          // Shown as given: the server's text is translated already, ours is translated here.
          form.setError(field as RegisterField, { type: SERVER_ERROR_TYPE, message: fieldError.isServerText ? fieldError.message : t(fieldError.message) });
        }
        const first = firstFieldWithError(feedback);
        if (first) form.setFocus(first);
        if (feedback.toastKey) toast({ variant: 'destructive', title: t('auth.register.errorTitle'), description: t(feedback.toastKey) });
      },
    }),
  );

  const isSubmitting = registerMutation.isPending;

  return (
    <AuthLayout
      title={t('auth.register.title')}
      description={t('auth.register.description')}
      footer={
        <>
          {t('auth.register.hasAccount')}{' '}
          <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('auth.register.loginLink')}
          </Link>
        </>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="register-first-name" label={t('fields.firstName')} error={getFieldErrorText(errors.firstName, t)}>
            <Input autoComplete="given-name" autoCapitalize="words" {...form.register('firstName')} />
          </FormField>
          <FormField id="register-last-name" label={t('fields.lastName')} error={getFieldErrorText(errors.lastName, t)}>
            <Input autoComplete="family-name" autoCapitalize="words" {...form.register('lastName')} />
          </FormField>
        </div>
        <FormField id="register-email" label={t('fields.email')} error={getFieldErrorText(errors.email, t)}>
          <EmailInput placeholder={t('auth.emailPlaceholder')} {...form.register('email')} />
        </FormField>
        <FormField
          id="register-password"
          label={t('fields.password')}
          hint={t('auth.register.passwordHint')}
          error={getFieldErrorText(errors.password, t)}
        >
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <Spinner className="size-4 text-current" />
              {t('auth.register.submitting')}
            </>
          ) : (
            t('auth.register.submit')
          )}
        </Button>
      </form>
    </AuthLayout>
  );
}
