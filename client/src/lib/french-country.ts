import type { i18n as I18n } from 'i18next';

/**
 * French puts a country after a preposition with its article (issue 12): "en Roumanie", "au
 * Portugal", "aux Pays-Bas", "à Chypre"; "pour la Roumanie", "pour le Canada", "pour l’Italie",
 * "pour les États-Unis", "pour Malte". French translations write `{{country, country_in}}` or
 * `{{country, country_for}}` with the country's French name (Intl.DisplayNames, or the name an
 * admin gave). The article follows from the name: names ending in a mute "e" are feminine, others
 * masculine, with the exceptions below; a name starting with a vowel sound takes "en"/"l’".
 * Only French strings use these formats; Romanian and English need no article here.
 */

/** Plural names: "aux", "les". */
const PLURAL = new Set([
  'Pays-Bas',
  'États-Unis',
  'Émirats arabes unis',
  'Philippines',
  'Seychelles',
  'Maldives',
  'Comores',
  'Bahamas',
  'Fidji',
  'Îles Marshall',
  'Îles Salomon',
]);

/** Names without an article (islands, city states): "à Chypre", "pour Chypre" ("en Israël"). */
const NO_ARTICLE = new Set(['Chypre', 'Malte', 'Singapour', 'Monaco', 'Israël', 'Madagascar', 'Cuba', 'Bahreïn', 'Oman', 'Maurice', 'Haïti', 'Saint-Marin', 'Taïwan', 'Hong Kong', 'Djibouti', 'Sainte-Lucie', 'Jersey', 'Guernesey']);

/** Masculine names ending in "e": "au Mexique", "pour le Cambodge". */
const MASCULINE_IN_E = new Set(['Mexique', 'Cambodge', 'Mozambique', 'Zimbabwe', 'Belize', 'Suriname', 'Liechtenstein', 'Kosovo']);

const startsWithVowel = (name: string) => /^[AEIOUYÂÉÈÊÎÏÔÖÛÜ]/i.test(name.normalize('NFC'));

type Gender = 'plural' | 'none' | 'feminine' | 'masculine';

function genderOf(name: string): Gender {
  if (PLURAL.has(name)) return 'plural';
  if (NO_ARTICLE.has(name)) return 'none';
  // "Macédoine du Nord", "Afrique du Sud": the first noun decides.
  const head = name.split(/ (?:du|de|des|d’) /)[0];
  if (MASCULINE_IN_E.has(head)) return 'masculine';
  return /e$/.test(head) ? 'feminine' : 'masculine';
}

/** "en Roumanie", "au Canada", "aux Pays-Bas", "à Chypre", "en Israël", "en Irak". */
export function frenchCountryIn(name: string): string {
  const gender = genderOf(name);
  if (gender === 'plural') return `aux ${name}`;
  if (gender === 'none') return startsWithVowel(name) ? `en ${name}` : `à ${name}`;
  if (gender === 'feminine' || startsWithVowel(name)) return `en ${name}`;
  return `au ${name}`;
}

/** "pour la Roumanie", "pour le Canada", "pour l’Italie", "pour les États-Unis", "pour Malte". */
export function frenchCountryFor(name: string): string {
  const gender = genderOf(name);
  if (gender === 'plural') return `pour les ${name}`;
  if (gender === 'none') return `pour ${name}`;
  if (startsWithVowel(name)) return `pour l’${name}`;
  return gender === 'feminine' ? `pour la ${name}` : `pour le ${name}`;
}

/** Adds the `country_in` and `country_for` formats to `i18n`, after init. */
export function registerFrenchCountryFormats(i18n: I18n) {
  const formatter = i18n.services.formatter;
  if (!formatter) return;
  formatter.add('country_in', (value) => frenchCountryIn(String(value ?? '')));
  formatter.add('country_for', (value) => frenchCountryFor(String(value ?? '')));
}
