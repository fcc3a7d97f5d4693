import { useTranslation } from 'react-i18next';
import type { AssessmentStatus } from '@core/constants';
import { Badge } from '@/components/ui/badge';
import { STATUS_BADGE_VARIANT } from '@/lib/assessment-status';

export function StatusBadge({ status }: { status: AssessmentStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge variant={STATUS_BADGE_VARIANT[status]} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation('admin');
  return <Badge variant={isActive ? 'success' : 'muted'}>{isActive ? t('common.active') : t('common.inactive')}</Badge>;
}
