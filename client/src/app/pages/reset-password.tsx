import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { ResetPasswordForm, resetTokenFrom } from '@/features/auth';
import i18n from '@/lib/i18n';
import { usePageTitle } from '@/lib/use-page-title';

void i18n.loadNamespaces('password-reset');

/** /reset-password?token=… (issue 20): the link of a password-reset e-mail. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('password-reset');
  usePageTitle(t('reset.pageTitle'));
  return <ResetPasswordForm token={resetTokenFrom(useSearch())} />;
}
