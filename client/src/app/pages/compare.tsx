import { useTranslation } from 'react-i18next';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { RequireAuth } from '@/features/auth';
import { CompareView } from '@/features/compare';
import i18n from '@/lib/i18n';
import { usePageTitle } from '@/lib/use-page-title';

void i18n.loadNamespaces('workspace');

/** Signed-in users (issue 14 item 8): the what-if scenarios they pinned, side by side. */
export default function ComparePage() {
  const { t } = useTranslation('workspace');
  usePageTitle(t('compare.title'));
  return (
    <RequireAuth>
      <PageContainer>
        <PageHeader title={t('compare.title')} description={t('compare.description')} />
        <CompareView />
      </PageContainer>
    </RequireAuth>
  );
}
