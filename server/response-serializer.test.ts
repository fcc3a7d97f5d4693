import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializerCompiler } from './response-serializer';

const ZPublicUser = z.object({
  id: z.string(),
  email: z.string(),
  score: z.number().int().nullable(),
  maxLoan: z.number(),
  plan: z.enum(['free', 'pro']),
  tags: z.array(z.object({ key: z.string(), values: z.record(z.string(), z.number()) })),
  note: z.string().optional(),
});
const row = {
  id: 'u1',
  email: 'ana@example.com',
  score: 69,
  maxLoan: 102000,
  plan: 'pro',
  tags: [{ key: 'a', values: { x: 1.5 } }],
  passwordHash: '$argon2id$secret',
  stripeCustomerId: 'cus_secret',
};

function serializerFor(schema: z.ZodType, verify: boolean) {
  return createResponseSerializerCompiler({ verify })({ schema, method: 'GET', url: '/api/x', httpStatus: '200' });
}

describe('response serializer', () => {
  it.each([false, true])('writes only the declared fields, as zod would (verify %s)', (verify) => {
    const written = serializerFor(ZPublicUser, verify)(row);
    expect(written).not.toContain('secret');
    expect(written).toBe(JSON.stringify(z.encode(ZPublicUser, row as never)));
  });

  it('refuses an answer missing a required field, as a serialization error', () => {
    const { email: _omitted, ...withoutEmail } = row;
    for (const verify of [false, true]) {
      let caught: unknown;
      try {
        serializerFor(ZPublicUser, verify)(withoutEmail);
      } catch (error) {
        caught = error;
      }
      expect(caught && isResponseSerializationError(caught as Error)).toBe(true);
    }
  });

  it('with verify, fails where the data drifted from the schema and production would coerce', () => {
    const drifted = { ...row, maxLoan: '102000.00' };
    expect(serializerFor(ZPublicUser, false)(drifted)).toContain('"maxLoan":102000');
    expect(() => serializerFor(ZPublicUser, true)(drifted)).toThrow(/doesn't match the schema/);
  });
});
