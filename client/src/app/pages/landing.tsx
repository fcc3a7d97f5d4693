import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PagePlaceholder } from '@/components/layout/page';
import { Button } from '@/components/ui/button';

/** Signed-out home. Placeholder: the landing feature (features/landing) replaces it. */
export default function LandingPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder title={t('pages.landing.title')} description={t('pages.landing.description')}>
      <Button asChild>
        <Link href="/assessment">{t('pages.landing.cta')}</Link>
      </Button>
    </PagePlaceholder>
  );
}
