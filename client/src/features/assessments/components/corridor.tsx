import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { countryName, flagFor } from '@/lib/countries';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';

/** "🇩🇪 Germany → 🇷🇴 Romania": where the applicant lives and where they buy. */
export function Corridor({ residence, origin, className }: { residence: string | null; origin: string | null; className?: string }) {
  const { t } = useTranslation(['workspace', 'translation']);
  const language = useLanguage();
  const name = (code: string | null) => (code ? `${flagFor(code)} ${countryName(code, language)}`.trim() : t('translation:common.notSpecifiedTitle'));
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-1.5', className)}>
      <span>{name(residence)}</span>
      <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span className="sr-only">{t('assessments.to')}</span>
      <span>{name(origin)}</span>
    </span>
  );
}
