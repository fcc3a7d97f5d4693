import { z } from 'zod';

/**
 * What GET /api/banks gives the landing page's partner list (issue 13): the active banks'
 * names and where they lend, without the engine's terms, which only the wizard needs.
 */
export const ZPublicBank = z.object({
  id: z.number(),
  name: z.string(),
  countryCode: z.string(),
  website: z.string().nullable(),
});
export type PublicBank = z.infer<typeof ZPublicBank>;
export const ZPublicBankList = z.array(ZPublicBank);
