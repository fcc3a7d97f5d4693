import { useTranslation } from 'react-i18next';
import type { DocumentStatus } from '@core/constants';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANT: Record<DocumentStatus, NonNullable<BadgeProps['variant']>> = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'destructive',
};

export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation('workspace');
  return (
    <Badge variant={VARIANT[status]} data-testid="document-status" data-status={status}>
      {t(`documents.status.${status}`)}
    </Badge>
  );
}
