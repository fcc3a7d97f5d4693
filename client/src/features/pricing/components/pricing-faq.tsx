import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const QUESTIONS = ['planChanges', 'refunds', 'paymentMethods', 'freeLimit'] as const;

/** Plan changes, refunds (30-day money-back guarantee), payment methods (docs/product.md §2.11 and §9). */
export function PricingFaq() {
  const { t } = useTranslation('pricing');
  return (
    <section aria-labelledby="pricing-faq" className="mx-auto grid w-full max-w-3xl gap-4" data-testid="pricing-faq">
      <h2 id="pricing-faq" className="text-2xl font-bold tracking-tight">
        {t('faq.title')}
      </h2>
      <div className="grid gap-3">
        {QUESTIONS.map((question) => (
          <details key={question} className="group rounded-xl border border-border bg-card p-4 shadow-xs open:shadow-sm">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 font-medium [&::-webkit-details-marker]:hidden">
              {t(`faq.${question}.question`)}
              <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <p className="mt-3 text-sm text-muted-foreground">{t(`faq.${question}.answer`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
