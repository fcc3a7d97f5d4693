import { ArrowLeftRight, Landmark, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';

const POINTS = [
  { key: 'currency', Icon: ArrowLeftRight },
  { key: 'rules', Icon: Scale },
  { key: 'banks', Icon: Landmark },
] as const;

/** What sets Acasa apart: the two-country case other mortgage sites do not model. */
export function CrossBorder() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="cross-border-title" className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-[1fr_2fr] lg:items-start">
        <SectionHeading
          id="cross-border-title"
          eyebrow={t('crossBorder.eyebrow')}
          title={t('crossBorder.title')}
          description={t('crossBorder.description')}
          className="mb-0 lg:text-left"
        />
        <ul className="grid gap-4 sm:grid-cols-3">
          {POINTS.map(({ key, Icon }) => (
            <li key={key} className="grid content-start gap-2 rounded-2xl border border-border bg-card p-5">
              <Icon aria-hidden="true" className="size-6 text-primary" />
              <h3 className="font-semibold">{t(`crossBorder.points.${key}.title`)}</h3>
              <p className="text-sm text-muted-foreground">{t(`crossBorder.points.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
