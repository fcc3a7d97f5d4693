import { useEffect, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { MailCheck } from 'lucide-react';
import { ZForgotPasswordRequest } from '@core/schemas/password-reset';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { EmailInput } from '@/components/ui/email-input';
import { Spinner } from '@/components/ui/spinner';
import { getApiErrorDetails } from '@/lib/api-client';
import { getFieldErrorText, setServerFieldErrors } from '@/lib/form-errors';
import { useForgotPassword } from '../api/forgot-password';
import { AuthLayout } from './auth-layout';

const LINK_CLASS = 'font-medium text-primary underline-offset-4 hover:underline';

/**
 * "Forgot password?": the address, then the same confirmation whatever it is (the server does
 * not say whether an account has it), with a way to send the link again.
 */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  // The default namespace's t: form messages from core/ are its keys (getFieldErrorText).
  const { t: tt } = useTranslation();
  const { t } = useTranslation('password-reset');
  const request = useForgotPassword();
  const form = useForm({ resolver: zodResolver(ZForgotPasswordRequest), defaultValues: { email: initialEmail } });
  const { errors } = form.formState;
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const sentTo = request.isSuccess ? request.variables.email : null;

  // The form is replaced by the confirmation: focus follows, so a screen reader reads it.
  useEffect(() => {
    if (sentTo) confirmationRef.current?.focus();
  }, [sentTo]);

  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onError: (error) => setServerFieldErrors(form.setError, getApiErrorDetails(error).fieldErrors, ['email']),
    }),
  );

  const refusal = request.isError ? getApiErrorDetails(request.error) : null;
  const footer = (
    <>
      {t('forgot.remembered')}{' '}
      <Link href="/login" className={LINK_CLASS}>
        {t('forgot.backToLogin')}
      </Link>
    </>
  );

  if (sentTo) {
    return (
      <AuthLayout title={t('forgot.title')} description={t('forgot.description')} footer={footer}>
        <div className="grid gap-4" data-testid="forgot-password-sent">
          <h2 ref={confirmationRef} tabIndex={-1} className="flex items-center gap-2 text-lg font-semibold outline-none">
            <MailCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
            {t('forgot.sentTitle')}
          </h2>
          <p role="status">{t('forgot.sent', { email: sentTo })}</p>
          <p className="text-sm text-muted-foreground">{t('forgot.sentHint')}</p>
          <Button variant="outline" className="w-full" disabled={request.isPending} onClick={() => request.mutate({ email: sentTo })}>
            {request.isPending ? <Spinner className="size-4 text-current" /> : null}
            {t('forgot.sendAgain')}
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('forgot.title')} description={t('forgot.description')} footer={footer}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
        <FormField id="forgot-email" label={t('translation:fields.email')} error={getFieldErrorText(errors.email, tt)}>
          <EmailInput placeholder={t('translation:auth.emailPlaceholder')} {...form.register('email')} />
        </FormField>
        {refusal && !refusal.fieldErrors ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            <span className="font-semibold">{t('forgot.errorTitle')}.</span>{' '}
            {refusal.code === 'RATE_LIMITED' ? t('translation:errors.rateLimited') : t('translation:auth.tryAgain')}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
          {request.isPending ? (
            <>
              <Spinner className="size-4 text-current" />
              {t('forgot.submitting')}
            </>
          ) : (
            t('forgot.submit')
          )}
        </Button>
      </form>
    </AuthLayout>
  );
}
