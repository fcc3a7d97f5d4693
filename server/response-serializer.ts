import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/**
 * Response bodies are written by fast-json-stringify, compiled once per zod schema from its
 * JSON Schema (output side). Like zod's encode, it writes only the declared fields, so a
 * password hash or a payment-provider id on a row never reaches an answer; unlike zod + JSON,
 * it costs a few microseconds instead of tens on the larger answers (the engine result).
 *
 * fast-json-stringify coerces where zod would refuse (a string where a number is declared, an
 * unknown enum value). With `verify` (tests), every answer is also encoded by zod and must
 * match byte for byte, so a schema drifting from the data fails the tests instead of being
 * papered over in production.
 */
export function createResponseSerializerCompiler({ verify }: { verify: boolean }): FastifySerializerCompiler<z.ZodType> {
  // Error responses share one schema across every route: compiled once.
  const compiled = new WeakMap<z.ZodType, Serialize>();
  const compile = (schema: z.ZodType): Serialize => {
    let serialize = compiled.get(schema);
    if (!serialize) {
      serialize = fastJsonStringify(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }) as object) as Serialize;
      compiled.set(schema, serialize);
    }
    return serialize;
  };
  return ({ schema, method, url }) => {
    const write = compile(schema);
    // Typed for zod's errors, but fast-json-stringify's TypeError is just as good a cause to log.
    const failed = (cause: unknown) => new ResponseSerializationError(method, url, { cause: cause as z.ZodError });
    const writeOrFail = (data: unknown) => {
      try {
        return write(data);
      } catch (error) {
        throw failed(error);
      }
    };
    if (!verify) return writeOrFail;
    return (data: unknown) => {
      const encoded = z.safeEncode(schema, data);
      if (encoded.error) throw failed(encoded.error);
      const expected = JSON.stringify(encoded.data);
      const actual = writeOrFail(data);
      if (actual !== expected) throw failed(new Error(`fast-json-stringify wrote ${actual} where zod wrote ${expected}`));
      return actual;
    };
  };
}
