import { z } from 'zod';
import { multiLine, singleLine } from './text';
import { LANGUAGES } from '../constants';
import { ZEmail } from './auth';
import { pageOf, paginationQuery } from './broker';

/** The contact form (issue 12: "Contact support" leads somewhere that works). Messages are translation keys. */
export const CONTACT_TOPICS = ['billing', 'account', 'assessment', 'documents', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

/** POST /api/contact (guests and signed-in users). */
export const ZContactRequest = z.object({
  name: z
    .string({ error: 'validation.contact.name' })
    .check(singleLine('name'))
    .trim()
    .min(1, { error: 'validation.contact.name' })
    .max(100, { error: 'validation.contact.name' }),
  email: ZEmail,
  topic: z.enum(CONTACT_TOPICS, { error: 'validation.contact.topic' }),
  message: z
    .string({ error: 'validation.contact.message' })
    .check(multiLine('message'))
    .trim()
    .min(CONTACT_MESSAGE_MIN, { error: 'validation.contact.message' })
    .max(CONTACT_MESSAGE_MAX, { error: 'validation.contact.message' }),
  /** A field people never see (a honeypot): a form robot fills it in, and its message is dropped. */
  website: z.string().check(singleLine('website')).max(200).optional(),
});
export type ContactRequest = z.input<typeof ZContactRequest>;

export const ZContactResponse = z.object({ ok: z.literal(true) });

/** A message as the admins' Messages tab lists it. */
export const ZContactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  topic: z.enum(CONTACT_TOPICS),
  message: z.string(),
  language: z.enum(LANGUAGES),
  /** Sent while signed in (the e-mail may still differ from the account's). */
  isSignedIn: z.boolean(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof ZContactMessage>;

/** GET /api/admin/contact-messages?page=&pageSize= (newest first) */
export const ZContactMessagesQuery = z.object({ ...paginationQuery });
export const ZContactMessagePage = pageOf(ZContactMessage);
export type ContactMessagePage = z.infer<typeof ZContactMessagePage>;
