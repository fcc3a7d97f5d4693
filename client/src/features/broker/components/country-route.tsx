import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCountryNames } from '@/lib/use-country-names';

/** "🇩🇪 Germany → 🇷🇴 Romania", read as "Country of residence: Germany; home country: Romania". */
export function CountryRoute({ residence, origin, isCompact = false }: { residence: string | null; origin: string | null; isCompact?: boolean }) {
  const { t } = useTranslation('broker');
  const countryOf = useCountryNames();
  const from = countryOf(residence);
  const to = countryOf(origin);
  const notSpecified = t('translation:common.notSpecified');
  const part = (country: ReturnType<typeof countryOf>) =>
    country ? (
      <span className="inline-flex items-center gap-1">
        {country.flag ? <span aria-hidden="true">{country.flag}</span> : null}
        <span>{isCompact ? country.code : country.name}</span>
      </span>
    ) : (
      <span className="text-muted-foreground">{notSpecified}</span>
    );
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-0.5" title={`${from?.name ?? notSpecified} → ${to?.name ?? notSpecified}`}>
      <span className="sr-only">{t('route.label', { from: from?.name ?? notSpecified, to: to?.name ?? notSpecified })}</span>
      <span aria-hidden="true" className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-0.5">
        {part(from)}
        <ArrowRight className="size-3.5 text-muted-foreground" />
        {part(to)}
      </span>
    </span>
  );
}
