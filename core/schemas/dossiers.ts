import { z } from 'zod';
import { FALLBACK_LANGUAGE } from '../constants';
import { LANGUAGE_DEFINITIONS, LANGUAGES, type Language, type LanguageDefinition } from '../languages';

/**
 * Issue 23, item 5: the bank-ready dossier, one PDF per chosen bank and language
 * (GET /api/assessments/:id/dossier?bankId=&language=). Messages are translation keys
 * (namespace `translation`), translated by the server.
 */

/**
 * The languages a bank's dossier is written in: the language of the bank's country when the
 * product speaks it (Romanian for a Romanian bank), then English, which every bank reads.
 */
export function dossierLanguages(bankCountry: string): Language[] {
  const own = LANGUAGES.filter(
    (language) => language !== FALLBACK_LANGUAGE && (LANGUAGE_DEFINITIONS[language] as LanguageDefinition).countries.includes(bankCountry.toUpperCase()),
  );
  return [...own, FALLBACK_LANGUAGE];
}

/** The largest id a `serial` column holds. */
const MAX_ID = 2_147_483_647;

export const ZDossierQuery = z.object({
  /** One of the banks the assessment's result recommends with a priced offer. */
  bankId: z.coerce
    .number({ error: 'validation.dossier.bankId' })
    .int({ error: 'validation.dossier.bankId' })
    .min(1, { error: 'validation.dossier.bankId' })
    .max(MAX_ID, { error: 'validation.dossier.bankId' }),
  /** One of dossierLanguages(the bank's country); the first of them when not given. */
  language: z.enum(LANGUAGES, { error: 'validation.dossier.language' }).optional(),
});
export type DossierQuery = z.infer<typeof ZDossierQuery>;
