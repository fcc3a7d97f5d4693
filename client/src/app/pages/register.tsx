import { useTranslation } from 'react-i18next';
import { RegisterForm } from '@/features/auth';
import { usePageTitle } from '@/lib/use-page-title';

export default function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.register.pageTitle'));
  return <RegisterForm />;
}
