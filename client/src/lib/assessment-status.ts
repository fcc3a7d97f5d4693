import type { AssessmentStatus } from '@core/constants';
import type { BadgeProps } from '@/components/ui/badge';

/** The badge colour of each assessment status (the words come from the page's namespace). */
export const STATUS_BADGE_VARIANT: Record<AssessmentStatus, NonNullable<BadgeProps['variant']>> = {
  draft: 'muted',
  submitted: 'warning',
  in_review: 'secondary',
  approved: 'success',
  rejected: 'destructive',
};
