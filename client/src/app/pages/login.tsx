import { useTranslation } from 'react-i18next';
import { LoginForm } from '@/features/auth';
import { usePageTitle } from '@/lib/use-page-title';

export default function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.login.pageTitle'));
  return <LoginForm />;
}
