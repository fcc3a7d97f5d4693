import { useTranslation } from 'react-i18next';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { PlanCards, PricingFaq } from '@/features/pricing';
import i18n from '@/lib/i18n';

void i18n.loadNamespaces('pricing');

/** Everyone (docs/product.md §2.11): the three plans with their buttons, then the FAQ. */
export default function PricingPage() {
  const { t } = useTranslation(['pricing', 'translation']);
  return (
    <PageContainer className="grid gap-16">
      <div>
        <PageHeader title={t('translation:pages.pricing.title')} description={t('translation:pages.pricing.description')} />
        <PlanCards />
        <p className="mt-6 text-center text-sm text-muted-foreground">{t('footnote')}</p>
      </div>
      <PricingFaq />
    </PageContainer>
  );
}
