import { ClipboardList, Gauge, Handshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';

const STEPS = [
  { key: 'tell', Icon: ClipboardList },
  { key: 'score', Icon: Gauge },
  { key: 'banks', Icon: Handshake },
] as const;

/** docs/product.md §2.3: how it works, 3 steps. */
export function HowItWorks() {
  const { t } = useTranslation('landing');
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-20 px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          id="how-it-works-title"
          eyebrow={t('howItWorks.eyebrow')}
          title={t('howItWorks.title')}
          description={t('howItWorks.description')}
        />
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map(({ key, Icon }, index) => (
            <li key={key} className="relative grid content-start gap-3 rounded-2xl border border-border bg-card p-6 shadow-xs">
              <div className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-xl bg-secondary text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-sm font-semibold text-muted-foreground">
                  {t('howItWorks.stepLabel', { number: index + 1 })}
                </span>
              </div>
              <h3 className="text-lg font-semibold">{t(`howItWorks.steps.${key}.title`)}</h3>
              <p className="text-muted-foreground">{t(`howItWorks.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
