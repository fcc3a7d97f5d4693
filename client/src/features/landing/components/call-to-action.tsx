import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

/** docs/product.md §2.3: the closing call to action, to /assessment. */
export function CallToAction() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
      <div className="mx-auto grid max-w-5xl min-w-0 justify-items-center gap-5 rounded-3xl bg-primary focus-ring-inverse px-6 py-12 text-center text-primary-foreground sm:px-12">
        <h2 id="cta-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {t('cta.title')}
        </h2>
        <p className="max-w-2xl text-primary-foreground/90">{t('cta.text')}</p>
        <Button asChild size="lg" variant="secondary" data-testid="landing-cta" className="h-auto min-h-11 max-w-full py-3 text-center whitespace-normal">
          <Link href="/assessment">
            {t('cta.button')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
