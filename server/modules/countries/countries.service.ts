import { createTtlCache } from '../../lib/ttl-cache';
import type { CountriesRepository } from './countries.repository';

/** Countries change rarely and are read by every visitor: serialised once, kept 5 s. */
const PUBLIC_LIST_TTL_MS = 5000;

export function createCountriesService(repo: CountriesRepository) {
  const publicList = createTtlCache(PUBLIC_LIST_TTL_MS, async () => JSON.stringify(await repo.listActivePublic()));
  return {
    /** The active countries as JSON text, ready to send. */
    publicListJson: () => publicList.get(),
    invalidatePublicList: () => publicList.invalidate(),
  };
}
export type CountriesService = ReturnType<typeof createCountriesService>;
