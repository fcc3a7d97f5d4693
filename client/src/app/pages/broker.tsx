import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/layout/page';
import { RequireRole } from '@/features/auth/components/require-auth';
import { BROKER_ROLES } from '@/features/auth/lib/roles';

/** Brokers and admins. Placeholder: the broker issue fills it. */
export default function BrokerPage() {
  const { t } = useTranslation();
  return (
    <RequireRole roles={BROKER_ROLES}>
      <PagePlaceholder title={t('pages.broker.title')} description={t('pages.broker.description')} />
    </RequireRole>
  );
}
