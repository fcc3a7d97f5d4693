import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { RequireAuth } from '@/features/auth';
import { SubscribeCheckout, planFromSearch } from '@/features/subscriptions';
import i18n from '@/lib/i18n';

void i18n.loadNamespaces('pricing');

/** Signed-in users (docs/product.md §2.12): pay for the plan chosen on the pricing page (?plan=pro|premium). */
export default function SubscribePage() {
  const { t } = useTranslation(['pricing', 'translation']);
  const plan = planFromSearch(useSearch());
  return (
    <RequireAuth>
      <PageContainer className="max-w-5xl">
        <PageHeader title={t('translation:pages.subscribe.title')} description={t('translation:pages.subscribe.description')} />
        <SubscribeCheckout key={plan} plan={plan} />
      </PageContainer>
    </RequireAuth>
  );
}
