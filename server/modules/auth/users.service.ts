import { AppError } from '../../../core/errors';
import type { Language } from '../../../core/constants';
import type { UsersRepository } from './users.repository';

export function createUsersService(repo: UsersRepository) {
  return {
    async setLanguage(userId: string, language: Language) {
      const user = await repo.updateLanguage(userId, language);
      if (!user) throw new AppError('NOT_FOUND', 'errors.notFound');
      return user;
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
