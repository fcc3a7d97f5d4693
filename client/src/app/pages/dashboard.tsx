import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PagePlaceholder } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** Signed-in home. Placeholder: the dashboard issue fills it. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <RequireAuth>
      <PagePlaceholder
        title={t('pages.dashboard.welcome', { name: user?.firstName || t('common.user') })}
        description={t('pages.dashboard.description')}
      >
        <Button asChild>
          <Link href="/assessment">{t('pages.dashboard.newAssessment')}</Link>
        </Button>
      </PagePlaceholder>
    </RequireAuth>
  );
}
