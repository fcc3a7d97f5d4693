import type { CountryRow } from './rows';


/**
 * Countries of the product. Income countries: the wizard's fallback residence list (docs/product.md §9: de, fr, uk,
 * it, es, nl, be, at) plus the other places the income currencies come from (US, CH, CA, AU) and
 * Ireland, a large diaspora destination. Property countries: its home list, each with
 * lending rules (docs/lending-rules.md §1–§2). The product spells the United Kingdom 'UK'.
 */
export const countrySeed: CountryRow[] = [
  { code: 'DE', name: 'Germany', flag: '🇩🇪', type: 'income' },
  { code: 'FR', name: 'France', flag: '🇫🇷', type: 'income' },
  { code: 'UK', name: 'United Kingdom', flag: '🇬🇧', type: 'income' },
  { code: 'IT', name: 'Italy', flag: '🇮🇹', type: 'income' },
  { code: 'ES', name: 'Spain', flag: '🇪🇸', type: 'income' },
  { code: 'NL', name: 'Netherlands', flag: '🇳🇱', type: 'income' },
  { code: 'BE', name: 'Belgium', flag: '🇧🇪', type: 'income' },
  { code: 'AT', name: 'Austria', flag: '🇦🇹', type: 'income' },
  { code: 'IE', name: 'Ireland', flag: '🇮🇪', type: 'income' },
  { code: 'CH', name: 'Switzerland', flag: '🇨🇭', type: 'income' },
  { code: 'US', name: 'United States', flag: '🇺🇸', type: 'income' },
  { code: 'CA', name: 'Canada', flag: '🇨🇦', type: 'income' },
  { code: 'AU', name: 'Australia', flag: '🇦🇺', type: 'income' },
  { code: 'RO', name: 'Romania', flag: '🇷🇴', type: 'property' },
  { code: 'BG', name: 'Bulgaria', flag: '🇧🇬', type: 'property' },
  { code: 'HU', name: 'Hungary', flag: '🇭🇺', type: 'property' },
  { code: 'PL', name: 'Poland', flag: '🇵🇱', type: 'property' },
  { code: 'CZ', name: 'Czechia', flag: '🇨🇿', type: 'property' },
  { code: 'SK', name: 'Slovakia', flag: '🇸🇰', type: 'property' },
  { code: 'HR', name: 'Croatia', flag: '🇭🇷', type: 'property' },
  { code: 'SI', name: 'Slovenia', flag: '🇸🇮', type: 'property' },
];

/**
 * The shipped countries a property may be in (property or both), in the order above: tests count
 * and loop over these rather than a literal list, so a ninth country is one more row (issue 21).
 */
export const propertyCountryCodes: readonly string[] = countrySeed.filter((country) => country.type !== 'income').map((country) => country.code);
