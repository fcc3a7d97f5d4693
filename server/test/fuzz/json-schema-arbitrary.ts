import fc from 'fast-check';

/**
 * Tests only: fast-check values for a JSON schema (what `z.toJSONSchema(schema, { io: 'input' })`
 * gives for a route's body). Aims at values the schema accepts, so the fuzzing reaches the
 * services and not only the validator; hostile.ts then breaks them.
 */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
};

/** Known countries and currencies, so that patterns like ^[A-Z]{2}$ often hit real codes. */
const CODE2 = ['DE', 'RO', 'PL', 'HU', 'FR', 'UK', 'BG', 'ZZ'];
const CODE3 = ['EUR', 'RON', 'GBP', 'USD', 'PLN', 'XXX'];

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern === '^[A-Z]{2}$') return fc.constantFrom(...CODE2);
  if (schema.pattern === '^[A-Z]{3}$') return fc.constantFrom(...CODE3);
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.format === 'uri') return fc.constantFrom('https://example.com', 'http://bank.example/a?b=c', 'ftp://no', 'javascript:alert(1)');
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, minLength + 40);
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.constantFrom('Ioana Popescu', 'Ștefan Țurcanu', 'Zoë Müller', "O'Brien", '<script>alert(1)</script>', "' OR 1=1 --"),
  );
}

function numberArbitrary(schema: JsonSchema, isInteger: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (isInteger ? 1 : 0.01) : -1e6);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (isInteger ? 1 : 0.01) : 1e7);
  if (isInteger) return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) });
  return fc.oneof(
    fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) }),
  );
}

export function arbitraryFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((option) => arbitraryFor(option, depth + 1)));
  if (schema.allOf?.length) return arbitraryFor(Object.assign({}, ...schema.allOf), depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryFor({ ...schema, type }, depth + 1)));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema);
    case 'number':
      return numberArbitrary(schema, false);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) record[name] = arbitraryFor(property, depth + 1);
      return fc.record(record, { requiredKeys: [...required].filter((name) => name in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
