import fc from 'fast-check';

/**
 * Tests only: ways to break a request body (issue 11): wrong types, control characters, huge
 * and tiny numbers, 100 KB strings, prototype keys, arrays for objects, missing fields.
 */
const HUGE_STRING = 'x'.repeat(100_000);

export const hostileLeaf: fc.Arbitrary<unknown> = fc.constantFrom(
  '',
  ' ',
  'A\u0000B',
  '\u0007bell',
  '\u202ertl',
  '%00',
  HUGE_STRING,
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '0.001',
  '9'.repeat(40),
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_VALUE,
  -1,
  0,
  0.001,
  true,
  null,
  [],
  {},
  [1, 2, 3],
  { nested: { deeper: ['x'] } },
);

type Json = Record<string, unknown>;

/** One breaking change to a (mostly valid) body. */
export function breakBody(valid: unknown): fc.Arbitrary<unknown> {
  if (valid === null || typeof valid !== 'object' || Array.isArray(valid)) {
    return fc.oneof(hostileLeaf, fc.constant(valid));
  }
  const body = valid as Json;
  const keys = Object.keys(body);
  const someKey = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('field');
  return fc.oneof(
    // A field replaced by something hostile.
    fc.tuple(someKey, hostileLeaf).map(([key, leaf]) => ({ ...body, [key]: leaf })),
    // A field missing.
    someKey.map((key) => Object.fromEntries(Object.entries(body).filter(([name]) => name !== key))),
    // Prototype keys (JSON text keeps them; see toPayload).
    fc.constant({ __rawJson: `{"__proto__":{"role":"admin","isAdmin":true},${JSON.stringify(body).slice(1)}` }),
    fc.constant({ __rawJson: `{"constructor":{"prototype":{"role":"admin"}},${JSON.stringify(body).slice(1)}` }),
    // The body, or an unknown field, in the wrong shape.
    fc.constant([body]),
    fc.constant({ ...body, role: 'admin', userId: '00000000-0000-4000-8000-000000000000', id: 1, isActive: 'yes' }),
    fc.constant(JSON.stringify(body)),
    hostileLeaf,
  );
}

/** The request payload: raw JSON text where a prototype key must survive serialisation. */
export function toPayload(body: unknown): string {
  if (body && typeof body === 'object' && '__rawJson' in (body as Json)) return String((body as Json).__rawJson);
  return JSON.stringify(body) ?? 'null';
}
