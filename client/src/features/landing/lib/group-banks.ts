import type { Language } from '@core/constants';
import type { PublicBank } from '@core/schemas/banks';
import { countryName, flagFor } from '@/lib/countries';

export interface BankCountryGroup {
  countryCode: string;
  countryName: string;
  flag: string;
  banks: Array<{ id: number; name: string; website: string | null }>;
}

/** Partner banks grouped by property country, countries and banks sorted by name. */
export function groupBanksByCountry(banks: readonly PublicBank[], language: Language): BankCountryGroup[] {
  const groups = new Map<string, BankCountryGroup>();
  for (const bank of banks) {
    const code = bank.countryCode.toUpperCase();
    let group = groups.get(code);
    if (!group) {
      group = { countryCode: code, countryName: countryName(code, language), flag: flagFor(code), banks: [] };
      groups.set(code, group);
    }
    group.banks.push({ id: bank.id, name: bank.name, website: bank.website });
  }
  const collator = new Intl.Collator(language);
  const sorted = [...groups.values()].sort((a, b) => collator.compare(a.countryName, b.countryName));
  for (const group of sorted) group.banks.sort((a, b) => collator.compare(a.name, b.name));
  return sorted;
}
