import { useEffect, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { z } from 'zod';
import { ZPassword } from '@core/schemas/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { getFieldErrorText, setServerFieldErrors } from '@/lib/form-errors';
import { useResetPassword } from '../api/reset-password';
import { homeFor } from '../lib/after-sign-in';
import { isResetLinkRefusal } from '../lib/reset-link';
import { AuthLayout } from './auth-layout';

/** The registration rules for the new password, typed twice. */
const ZNewPasswordForm = z
  .object({ password: ZPassword, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], error: 'password-reset:reset.mismatch' });

const LINK_CLASS = 'font-medium text-primary underline-offset-4 hover:underline';

/**
 * The page a reset e-mail's link opens: a new password (twice), then the person is signed in
 * here and every other device is signed out. A link the server refuses (unknown, expired,
 * used) replaces the form with its reason and a way to ask for a new one.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  // The default namespace's t: form messages from core/ are its keys (getFieldErrorText).
  const { t: tt, i18n } = useTranslation();
  const { t } = useTranslation('password-reset');
  const [, navigate] = useLocation();
  const reset = useResetPassword();
  const form = useForm({ resolver: zodResolver(ZNewPasswordForm), defaultValues: { password: '', confirm: '' } });
  const { errors } = form.formState;
  const problemRef = useRef<HTMLDivElement>(null);

  const refusal = reset.isError ? getApiErrorDetails(reset.error) : null;
  const linkProblem = !token ? t('reset.missingToken') : refusal && isResetLinkRefusal(refusal.code) ? refusal.message : null;

  useEffect(() => {
    if (linkProblem && reset.isError) problemRef.current?.focus();
  }, [linkProblem, reset.isError]);

  const footer = (
    <Link href="/login" className={LINK_CLASS}>
      {t('forgot.backToLogin')}
    </Link>
  );

  if (linkProblem) {
    return (
      <AuthLayout title={t('reset.linkProblemTitle')} footer={footer}>
        <div ref={problemRef} tabIndex={-1} role="alert" className="grid gap-4 outline-none" data-testid="reset-link-problem">
          <p>{linkProblem}</p>
          <Button asChild className="w-full">
            <Link href="/forgot-password">{t('reset.askNew')}</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  const onSubmit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { token: token!, password },
      {
        onSuccess: (user) => {
          // i18n.t: the interface has just switched to the account's language.
          toast({ title: i18n.t('password-reset:reset.successTitle'), description: i18n.t('password-reset:reset.successDescription') });
          navigate(homeFor(user));
        },
        onError: (error) => {
          if (setServerFieldErrors(form.setError, getApiErrorDetails(error).fieldErrors, ['password'])) form.setFocus('password');
        },
      },
    ),
  );

  const otherRefusal = refusal && !refusal.fieldErrors ? (refusal.code === 'RATE_LIMITED' ? t('translation:errors.rateLimited') : t('translation:auth.tryAgain')) : null;

  return (
    <AuthLayout title={t('reset.title')} description={t('reset.description')} footer={footer}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
        <FormField id="reset-password" label={t('reset.password')} hint={t('translation:auth.register.passwordHint')} error={getFieldErrorText(errors.password, tt)}>
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField id="reset-confirm" label={t('reset.confirm')} error={getFieldErrorText(errors.confirm, tt)}>
          <PasswordInput autoComplete="new-password" {...form.register('confirm')} />
        </FormField>
        {otherRefusal ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            <span className="font-semibold">{t('reset.errorTitle')}.</span> {otherRefusal}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? (
            <>
              <Spinner className="size-4 text-current" />
              {t('reset.submitting')}
            </>
          ) : (
            t('reset.submit')
          )}
        </Button>
      </form>
    </AuthLayout>
  );
}
