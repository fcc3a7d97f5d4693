import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { ForgotPasswordForm } from '@/features/auth';
import i18n from '@/lib/i18n';
import { usePageTitle } from '@/lib/use-page-title';

void i18n.loadNamespaces('password-reset');

/** /forgot-password (issue 20): the login page's "Forgot password?"; `?email=` keeps what was typed there. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('password-reset');
  usePageTitle(t('forgot.pageTitle'));
  return <ForgotPasswordForm initialEmail={new URLSearchParams(useSearch()).get('email') ?? ''} />;
}
