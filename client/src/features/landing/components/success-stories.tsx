import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { flagFor } from '@/lib/countries';
import { formatEur } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { SectionHeading } from './section-heading';

const STORIES = [
  { key: 'ioana', from: 'DE', to: 'RO' },
  // Paid in euros: Polish law lends only in the currency most of the income is in (issue 19), so a pound earner's story would promise a loan no bank makes.
  { key: 'marek', from: 'NL', to: 'PL' },
  { key: 'ana', from: 'AT', to: 'HR' },
] as const;

/** docs/product.md §1: three sample testimonials, marked as illustrative. */
export function SuccessStories() {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  return (
    <section id="success-stories" aria-labelledby="stories-title" className="scroll-mt-20 px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="stories-title" eyebrow={t('stories.eyebrow')} title={t('stories.title')} description={t('stories.description')} />
        <ul className="grid gap-6 md:grid-cols-3">
          {STORIES.map(({ key, from, to }) => (
            <li key={key}>
              <figure className="flex h-full flex-col gap-4 rounded-2xl border border-border bg-card p-6 shadow-xs">
                <Quote aria-hidden="true" className="size-6 text-primary" />
                <blockquote className="flex-1 text-pretty">{t(`stories.items.${key}.quote`, { amount: formatEur(10_000, language) })}</blockquote>
                <figcaption className="grid gap-0.5 text-sm">
                  <span className="font-semibold">{t(`stories.items.${key}.name`)}</span>
                  <span className="text-muted-foreground">
                    <span aria-hidden="true">{flagFor(from)} → {flagFor(to)} </span>
                    {t(`stories.items.${key}.role`)}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-xs text-muted-foreground">{t('stories.disclaimer')}</p>
      </div>
    </section>
  );
}
