import { useTranslation } from 'react-i18next';
import type { AssessmentStatus } from '@core/constants';
import { Badge } from '@/components/ui/badge';
import { STATUS_BADGE_VARIANT } from '@/lib/assessment-status';

/** Draft, Submitted, In Review, Approved, Rejected (docs/product.md §2.6). */
export function AssessmentStatusBadge({ status, className }: { status: AssessmentStatus; className?: string }) {
  const { t } = useTranslation('workspace');
  return (
    <Badge variant={STATUS_BADGE_VARIANT[status]} className={className} data-testid="assessment-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
