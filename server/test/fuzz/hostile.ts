import fc from 'fast-check';

/**
 * Tests only: ways to break a request (issues 11 and 20): wrong types, control characters, lone
 * surrogates, line breaks and bidi controls, huge and
 * tiny numbers, 100 KB strings, prototype keys, arrays for objects, missing fields, at any depth
 * of the body; and hostile path parameters.
 */
const HUGE_STRING = 'x'.repeat(100_000);
const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\u009b'];
/** Issue 20: lone UTF-16 surrogates (high and low), line breaks of every kind, a tab and bidi controls. */
export const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];
const LINE_CONTROLS = ['\r\n', '\n', '\r', '\t', '\u2028', '\u2029', '\u202e', '\u2066'];
/** Whether a request's JSON text carries a lone surrogate (JSON.stringify writes each as a \u escape; pairs stay characters). */
export const hasLoneSurrogate = (json: string) => /\\ud[89a-f][0-9a-f]{2}/i.test(json);

export const hostileLeaf: fc.Arbitrary<unknown> = fc.constantFrom(
  '',
  ' ',
  'A\u0000B',
  '\u0007bell',
  '\u202ertl',
  'x \ud800',
  '\udc00 low first',
  'Ana\r\nBcc: x@evil.test',
  'line\u2028separator',
  '%00',
  HUGE_STRING,
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '0.001',
  '1,5',
  '9'.repeat(40),
  1e308,
  -1e308,
  1e-300,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  Number.MIN_VALUE,
  2 ** 31,
  -1,
  -0,
  0,
  0.001,
  0.005,
  true,
  null,
  [],
  {},
  [1, 2, 3],
  { nested: { deeper: ['x'] } },
);

/** A value of another type than `value`, or `value` with a control character or grown to 100 KB. */
function wrongTypeFor(value: unknown): fc.Arbitrary<unknown> {
  switch (typeof value) {
    case 'string':
      return fc.oneof(
        fc.constantFrom(...CONTROL_CHARACTERS).map((control) => `${value.slice(0, 1)}${control}${value.slice(1)}`),
        // A lone surrogate or a line control at the start, in the middle or at the end (issue 20).
        fc
          .tuple(fc.constantFrom(...LONE_SURROGATES, ...LINE_CONTROLS), fc.constantFrom(0, 1, 2))
          .map(([inserted, at]) => (at === 0 ? `${inserted}${value}` : at === 1 ? `${value.slice(0, 1)}${inserted}${value.slice(1)}` : `${value}${inserted}`)),
        fc.constant(`${value}${HUGE_STRING}`),
        fc.constant(Number(value) || 1),
        fc.constant([value]),
        fc.constant({ value }),
        fc.constant(value.length > 0),
      );
    case 'number':
      return fc.constantFrom(String(value), String(value).replace('.', ','), [value], { value }, value * 1e300, value / 1e300, value + 0.001, -value);
    case 'boolean':
      return fc.constantFrom(String(value), value ? 1 : 0, [value], null);
    default:
      return hostileLeaf;
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Marks a body whose JSON text must be written by hand (a `__proto__` key survives only as text). */
const RAW = '__rawJson';
const PROTO_PLACEHOLDER = '"__fuzz_proto_placeholder__"';
const PROTO_VALUE = '{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"role":"admin"}}}';

/** One breaking change to a (mostly valid) body, at its top level or inside one of its fields. */
export function breakBody(valid: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (Array.isArray(valid)) {
    if (valid.length === 0 || depth > 3) return fc.oneof(hostileLeaf, fc.constant(valid), fc.constant({ 0: 'not an array' }));
    return fc.oneof(
      fc.nat(valid.length - 1).chain((index) => breakBody(valid[index], depth + 1).map((broken) => valid.map((item, i) => (i === index ? broken : item)))),
      fc.constant(valid.concat(Array.from({ length: 1000 }, () => valid[0]))),
      hostileLeaf,
    );
  }
  if (!isObject(valid)) return fc.oneof(hostileLeaf, wrongTypeFor(valid), fc.constant(valid));
  const body = valid;
  const keys = Object.keys(body);
  const someKey = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('field');
  const nestedKeys = keys.filter((key) => typeof body[key] === 'object' && body[key] !== null);
  const changes: fc.Arbitrary<unknown>[] = [
    // A field replaced by something hostile, or by a value of another type.
    fc.tuple(someKey, hostileLeaf).map(([key, leaf]) => ({ ...body, [key]: leaf })),
    someKey.chain((key) => wrongTypeFor(body[key]).map((wrong) => ({ ...body, [key]: wrong }))),
    // A field missing.
    someKey.map((key) => Object.fromEntries(Object.entries(body).filter(([name]) => name !== key))),
    // Prototype keys, at the top and as a field's value (JSON text keeps them; see toPayload).
    fc.constant({ [RAW]: `{"__proto__":{"role":"admin","isAdmin":true},${JSON.stringify(body).slice(1)}` }),
    fc.constant({ [RAW]: `{"constructor":{"prototype":{"role":"admin"}},${JSON.stringify(body).slice(1)}` }),
    someKey.map((key) => ({ [RAW]: JSON.stringify({ ...body, [key]: '__fuzz_proto_placeholder__' }).replace(PROTO_PLACEHOLDER, PROTO_VALUE) })),
    // The body, or a field, in the wrong shape; unknown fields that name privileges.
    fc.constant([body]),
    someKey.map((key) => ({ ...body, [key]: [body[key]] })),
    fc.constant({ ...body, role: 'admin', userId: '00000000-0000-4000-8000-000000000000', id: 1, isActive: 'yes', subscriptionPlan: 'premium' }),
    fc.constant(JSON.stringify(body)),
    hostileLeaf,
  ];
  if (nestedKeys.length > 0 && depth < 3) {
    changes.push(fc.constantFrom(...nestedKeys).chain((key) => breakBody(body[key], depth + 1).map((broken) => ({ ...body, [key]: broken }))));
  }
  return fc.oneof(...changes);
}

/** The request payload: raw JSON text where a prototype key must survive serialisation. */
export function toPayload(body: unknown): string {
  if (isObject(body) && RAW in body) return String(body[RAW]);
  return JSON.stringify(body) ?? 'null';
}

/** Bodies for a route that takes none: nothing, empty text, and anything else. */
export const bodyForBodylessRoute: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(undefined, {}, '') },
  { weight: 2, arbitrary: hostileLeaf },
  { weight: 2, arbitrary: breakBody({ reason: 'x', confirm: true, id: 1 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A path parameter an attacker would try, already as it appears in the URL. */
export const hostilePathParameter: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1e309',
    '99999999999999999999999',
    '1.5',
    'NaN',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    '%00',
    'a%00b',
    '%0d%0aSet-Cookie:%20x=1',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '%E0%A4%A',
    '%',
    '%25',
    encodeURIComponent("' OR 1=1 --"),
    encodeURIComponent('<script>alert(1)</script>'),
    encodeURIComponent('\u202e'),
    'x'.repeat(5000),
    '00000000-0000-0000-0000-000000000000',
    'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  ),
  fc.uuid().map(encodeURIComponent),
  fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
  fc.integer().map(String),
);
