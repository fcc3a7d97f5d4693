import { z } from 'zod';
import { COUNTRY_TYPES } from '../constants';

/** What GET /api/countries gives the hero and the wizard (docs/product.md §7). */
export const ZPublicCountry = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  flag: z.string(),
  type: z.enum(COUNTRY_TYPES),
});
export type PublicCountry = z.infer<typeof ZPublicCountry>;
export const ZPublicCountryList = z.array(ZPublicCountry);
