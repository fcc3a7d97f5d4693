import type { PublicBank } from '../../../core/schemas/banks';
import type { BanksRepository } from './banks.repository';

/**
 * Read on every landing visit, a few dozen rows by an index: no cache, so an admin's change
 * shows on the next visit on every instance.
 */
export function createBanksService(repo: BanksRepository) {
  return {
    /** The landing page's "Banks that lend to people living abroad": only banks that accept income earned abroad. */
    listPublic: (): Promise<PublicBank[]> => repo.listActiveLendingAbroad(),
  };
}
export type BanksService = ReturnType<typeof createBanksService>;
