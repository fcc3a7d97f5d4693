import type { PublicBank } from '../../../core/schemas/banks';
import type { BanksRepository } from './banks.repository';

/**
 * Read on every landing visit, a few dozen rows by an index: no cache, so an admin's change
 * shows on the next visit on every instance.
 */
export function createBanksService(repo: BanksRepository) {
  return {
    listPublic: (): Promise<PublicBank[]> => repo.listActivePublic(),
  };
}
export type BanksService = ReturnType<typeof createBanksService>;
