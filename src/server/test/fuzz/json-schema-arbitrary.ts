import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3 flavour) that the app's Zod schemas produce. */
export type TJsonSchema = {
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  additionalProperties?: boolean | TJsonSchema;
  items?: TJsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
};

export type TSchemaResolver = (ref: string) => TJsonSchema;

const MAX_STRING = 40;

function resolve(schema: TJsonSchema, resolveRef: TSchemaResolver): TJsonSchema {
  return schema.$ref ? resolve(resolveRef(schema.$ref), resolveRef) : schema;
}

function formatArbitrary(format: string | undefined): fc.Arbitrary<string> | null {
  switch (format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'email':
      return fc.emailAddress().filter((email) => email.length <= 100);
    case 'uri':
      return fc.webUrl();
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString());
    default:
      return null;
  }
}

function stringArbitrary(schema: TJsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING));
  const byFormat = formatArbitrary(schema.format);
  const fitsLength = (value: string) =>
    value.length >= minLength && value.length <= (schema.maxLength ?? 1e9);
  if (byFormat) return byFormat.filter(fitsLength);
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter(fitsLength);
  }
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }).filter(fitsLength),
  );
}

function numberArbitrary(schema: TJsonSchema, isInteger: boolean): fc.Arbitrary<number> {
  const lowest = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : schema.minimum;
  const highest = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : schema.maximum;
  const min = Math.max(lowest ?? -1_000_000, -1_000_000_000);
  const max = Math.min(highest ?? 1_000_000, 1_000_000_000);
  return isInteger
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true });
}

/** Values the schema accepts (within bounds that keep requests small). */
export function toValidArbitrary(
  rawSchema: TJsonSchema,
  resolveRef: TSchemaResolver,
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = resolve(rawSchema, resolveRef);
  const nonNull = toNonNullArbitrary(schema, resolveRef, depth);
  return schema.nullable ? fc.oneof(nonNull, fc.constant(null)) : nonNull;
}

function toNonNullArbitrary(
  schema: TJsonSchema,
  resolveRef: TSchemaResolver,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants)
    return fc.oneof(...variants.map((variant) => toValidArbitrary(variant, resolveRef, depth + 1)));
  if (schema.allOf?.length === 1 && schema.allOf[0])
    return toValidArbitrary(schema.allOf[0], resolveRef, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = schema.items ? toValidArbitrary(schema.items, resolveRef, depth + 1) : fc.anything();
      const minLength = schema.minItems ?? 0;
      return fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)) });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) {
        record[key] = toValidArbitrary(property, resolveRef, depth + 1);
      }
      return fc.record(record, { requiredKeys: [...required].filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Values no schema of the app should trip over: wrong types, nulls, huge and strange strings. */
export const hostileValueArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308, -1e308, 2 ** 31, 0.5),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uD800',
    '\u202E\u0041',
    '😀'.repeat(60),
    '../../etc/passwd',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '%00',
    'NaN',
    '1e999',
    '2024-02-30',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.constant('x'.repeat(100_000)),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** A valid value broken in one place: a field of the wrong type, a missing one, or one too many. */
export function toBrokenArbitrary(
  rawSchema: TJsonSchema,
  resolveRef: TSchemaResolver,
): fc.Arbitrary<unknown> {
  const schema = resolve(rawSchema, resolveRef);
  const valid = toValidArbitrary(schema, resolveRef);
  const keys = Object.keys(schema.properties ?? {});
  const breaks: fc.Arbitrary<unknown>[] = [hostileValueArbitrary];
  if (keys.length > 0) {
    const field = fc.constantFrom(...keys);
    breaks.push(
      fc.tuple(valid, field, hostileValueArbitrary).map(([value, key, hostile]) => ({
        ...(value as object),
        [key]: hostile,
      })),
      fc.tuple(valid, field).map(([value, key]) => {
        const copy = { ...(value as Record<string, unknown>) };
        delete copy[key];
        return copy;
      }),
      fc
        .tuple(
          valid,
          fc.constantFrom('userId', 'role', 'id', '__proto__', 'constructor', 'isAdmin'),
          hostileValueArbitrary,
        )
        .map(([value, key, hostile]) => ({ ...(value as object), [key]: hostile })),
    );
  }
  return fc.oneof(...breaks);
}
