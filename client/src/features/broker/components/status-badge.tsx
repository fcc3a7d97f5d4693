import { useTranslation } from 'react-i18next';
import type { AssessmentStatus } from '@core/constants';
import { Badge } from '@/components/ui/badge';
import { STATUS_BADGE_VARIANT } from '@/lib/assessment-status';

export function StatusBadge({ status, testId }: { status: AssessmentStatus; testId?: string }) {
  const { t } = useTranslation('broker');
  return (
    <Badge variant={STATUS_BADGE_VARIANT[status]} data-status={status} data-testid={testId}>
      {t(`status.${status}`)}
    </Badge>
  );
}
