import { AppError } from '../../../core/errors';
import type { Language } from '../../../core/constants';
import type { UsersRepository } from './users.repository';

/**
 * `onUserChanged` drops this instance's cached sessions of the user at once: the database's
 * NOTIFY does it for every instance, but on PostgreSQL it can arrive after the client's very
 * next request, which would still see the old language.
 */
export function createUsersService(repo: UsersRepository, hooks: { onUserChanged: (userId: string) => void }) {
  return {
    async setLanguage(userId: string, language: Language) {
      const user = await repo.updateLanguage(userId, language);
      if (!user) throw new AppError('NOT_FOUND', 'errors.notFound');
      hooks.onUserChanged(userId);
      return user;
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
