import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/layout/page';
import { RequireRole } from '@/features/auth/components/require-auth';
import { ADMIN_ROLES } from '@/features/auth/lib/roles';

/** Admins only. Placeholder: the admin issue fills it. */
export default function AdminPage() {
  const { t } = useTranslation();
  return (
    <RequireRole roles={ADMIN_ROLES}>
      <PagePlaceholder title={t('pages.admin.title')} description={t('pages.admin.description')} />
    </RequireRole>
  );
}
