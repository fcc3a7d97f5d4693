import type { Language } from '../../../core/constants';
import { AppError } from '../../../core/errors';
import type { ContactMessagePage, ContactTopic, ZContactRequest } from '../../../core/schemas/contact';
import type { UserRow } from '../auth/auth.repository';
import type { ContactRepository } from './contact.repository';
import type { z } from 'zod';

export interface ContactPolicy {
  enabled: boolean;
  /** Messages per sender (IP for guests, account for signed-in users) per hour. */
  maxPerHour: number;
  /** The shared fixed-window counter (rate_limit_hits): every instance counts together. */
  countAttempt: (key: string, windowSeconds: number) => Promise<number>;
}

const HOUR_SECONDS = 3600;

/** The contact form: stored for the admins, limited per sender so it cannot be used to flood them. */
export function createContactService(repo: ContactRepository, policy: ContactPolicy) {
  return {
    /** POST /api/contact */
    async send(body: z.output<typeof ZContactRequest>, context: { user: UserRow | null; ip: string; language: Language }) {
      if (policy.enabled) {
        const key = context.user ? `contact:user:${context.user.id}` : `contact:ip:${context.ip}`;
        if ((await policy.countAttempt(key, HOUR_SECONDS)) > policy.maxPerHour) throw new AppError('RATE_LIMITED', 'errors.contact.rateLimited');
      }
      // A robot filled in the field people never see: answered as a success, kept nowhere.
      if (body.website) return;
      await repo.insert({
        userId: context.user?.id ?? null,
        name: body.name,
        email: body.email,
        topic: body.topic,
        message: body.message,
        language: context.language,
      });
    },

    /** GET /api/admin/contact-messages */
    async list(query: { page: number; pageSize: number }): Promise<ContactMessagePage> {
      const { rows, total } = await repo.list({ limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
      return {
        total,
        page: query.page,
        pageSize: query.pageSize,
        items: rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          topic: row.topic as ContactTopic,
          message: row.message,
          language: row.language,
          isSignedIn: row.userId !== null,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
