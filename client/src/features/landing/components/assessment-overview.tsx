import { FileUp, Globe2, Home, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';

const STEPS = [
  { key: 'countries', Icon: Globe2 },
  { key: 'income', Icon: Wallet },
  { key: 'property', Icon: Home },
  { key: 'documents', Icon: FileUp },
] as const;

/** docs/product.md §2.3: the assessment overview, 4 steps. */
export function AssessmentOverview() {
  const { t } = useTranslation('landing');
  return (
    <section
      id="assessment-overview"
      aria-labelledby="assessment-overview-title"
      className="scroll-mt-20 border-y border-border bg-card px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          id="assessment-overview-title"
          eyebrow={t('overview.eyebrow')}
          title={t('overview.title')}
          description={t('overview.description')}
        />
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ key, Icon }, index) => (
            <li key={key} className="grid content-start gap-3 rounded-2xl bg-muted p-5">
              <div className="flex items-center justify-between">
                <span className="flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-sm font-semibold text-muted-foreground">
                  {t('overview.stepLabel', { number: index + 1 })}
                </span>
              </div>
              <h3 className="font-semibold">
                {t(`overview.steps.${key}.title`)}
              </h3>
              <p className="text-sm text-muted-foreground">{t(`overview.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
