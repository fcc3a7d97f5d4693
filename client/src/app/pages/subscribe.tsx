import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/layout/page';
import { RequireAuth } from '@/features/auth/components/require-auth';

/** Signed-in users. Placeholder: the payments issue fills it. */
export default function SubscribePage() {
  const { t } = useTranslation();
  return (
    <RequireAuth>
      <PagePlaceholder title={t('pages.subscribe.title')} description={t('pages.subscribe.description')} />
    </RequireAuth>
  );
}
