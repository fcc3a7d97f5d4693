import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/layout/page';

/** Everyone. Placeholder: the pricing issue fills it. */
export default function PricingPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.pricing.title')} description={t('pages.pricing.description')} />;
}
