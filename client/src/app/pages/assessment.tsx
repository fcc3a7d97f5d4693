import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/layout/page';

/** Everyone (guests too). Placeholder: the wizard issue fills it. */
export default function AssessmentPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.assessment.title')} description={t('pages.assessment.description')} />;
}
