import { useTranslation } from 'react-i18next';
import { useCountryNames } from '@/lib/use-country-names';

/** "🇩🇪 DE → 🇷🇴 RO" (full names in the tooltip and for screen readers). */
export function CountryCodes({ residence, origin }: { residence: string | null; origin: string | null }) {
  const { t } = useTranslation('admin');
  const countryOf = useCountryNames();
  const from = countryOf(residence);
  const to = countryOf(origin);
  const dash = '–';
  const label = t('assessments.route', { from: from?.name ?? dash, to: to?.name ?? dash });
  return (
    <span className="whitespace-nowrap" title={label}>
      <span className="sr-only">{label}</span>
      <span aria-hidden="true">
        {from ? `${from.flag} ${from.code}` : dash} → {to ? `${to.flag} ${to.code}` : dash}
      </span>
    </span>
  );
}
