import type { TFunction } from 'i18next';
import type { Language } from '@core/constants';
import { localeFor } from '@/lib/format';

/** "Romanian leu (RON)" from the browser's own names, for a currency translation.json does not name yet. */
export function intlCurrencyLabel(code: string, language: Language): string {
  try {
    const name = new Intl.DisplayNames([localeFor(language)], { type: 'currency' }).of(code);
    if (name && name.toUpperCase() !== code.toUpperCase()) return `${name.charAt(0).toLocaleUpperCase(localeFor(language))}${name.slice(1)} (${code})`;
  } catch {
    // An engine without DisplayNames: the code alone still says which currency it is.
  }
  return code;
}

/**
 * A currency's name as the selects and the review show it: `enums.currency.<code>` of the
 * translation namespace, the one label of each INCOME_CURRENCIES code; the browser's name of the
 * currency while a code has none there, so a new currency is never listed as a bare key.
 */
export function currencyLabel(code: string, t: TFunction, language: Language): string {
  return t(`translation:enums.currency.${code}`, { defaultValue: intlCurrencyLabel(code, language) });
}
