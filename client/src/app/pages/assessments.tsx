import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/layout/page';
import { RequireAuth } from '@/features/auth/components/require-auth';

/** Signed-in users. Placeholder: the assessments issue fills it. */
export default function AssessmentsPage() {
  const { t } = useTranslation();
  return (
    <RequireAuth>
      <PagePlaceholder title={t('pages.assessments.title')} description={t('pages.assessments.description')} />
    </RequireAuth>
  );
}
