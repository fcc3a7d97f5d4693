import { useTranslation } from 'react-i18next';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { AssessmentLabel } from '@/features/assessments';
import { RequireAuth } from '@/features/auth';
import { DocumentsOverview } from '@/features/documents';
import i18n from '@/lib/i18n';

void i18n.loadNamespaces(['workspace', 'account']);

/** Signed-in users (issue 12): every document of theirs, across assessments. */
export default function DocumentsPage() {
  const { t } = useTranslation('account');
  return (
    <RequireAuth>
      <PageContainer className="max-w-4xl">
        <PageHeader title={t('documents.title')} description={t('documents.description')} />
        <DocumentsOverview assessmentLabel={(id) => <AssessmentLabel assessmentId={id} />} />
      </PageContainer>
    </RequireAuth>
  );
}
