import type { TFunction } from 'i18next';

/**
 * Readable words for the scoring configuration (issue 12): a category's description and its
 * options in the interface language, not the stored English note or keys like `le_countryCap`.
 * Categories and options the product does not know yet (added in the database) fall back to
 * the stored description and to the key.
 */
export function scoringDescription(t: TFunction, category: string, stored: string | null): string | null {
  return t(`admin:scoring.categories.${category}`, { defaultValue: stored ?? '' }) || null;
}

export function scoringOptionLabel(t: TFunction, category: string, option: string): string {
  const own = t(`admin:scoring.options.${category}.${option}`, { defaultValue: '' });
  if (own) return own;
  // Options that are the wizard's own answers (employment type, currency ...) read as there.
  const enumCategory = category === 'incomeCurrency' ? 'currency' : category;
  return t(`translation:enums.${enumCategory}.${option}`, { defaultValue: '' }) || option;
}
