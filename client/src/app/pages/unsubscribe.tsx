import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { UnsubscribeConfirmation } from '@/features/notifications';
import i18n from '@/lib/i18n';

void i18n.loadNamespaces('notifications');

/** Everyone, signed in or not: /unsubscribe?token=…&kind=…, the link at the foot of every e-mail. */
export default function UnsubscribePage() {
  const { t } = useTranslation('notifications');
  return (
    <PageContainer className="max-w-2xl">
      <PageHeader title={t('unsubscribe.title')} />
      <UnsubscribeConfirmation search={useSearch()} />
    </PageContainer>
  );
}
