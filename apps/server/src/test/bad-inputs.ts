/** A JSON Schema as the OpenAPI document states a request body (the parts a sample needs). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
}

export const SOME_UUID = '00000000-0000-4000-8000-000000000000';
export const NOT_A_UUID = 'not-a-uuid';

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
}

function firstOption(schema: JsonSchema): JsonSchema | undefined {
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  return options?.find((option) => option.type !== 'null');
}

/**
 * A body shaped like the schema with every free text set to `text`: it passes everything but the
 * text's own check, so a NUL or a lone surrogate reaches as far as the route lets it.
 */
export function sampleBody(schema: JsonSchema, text: string): unknown {
  const option = firstOption(schema);
  if (option) return sampleBody(option, text);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'string':
      if (schema.format === 'uuid') return SOME_UUID;
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'date-time') return new Date().toISOString();
      return text;
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [sampleBody(schema.items, text)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleBody(value, text)]),
      );
    default:
      return text;
  }
}

/** The same shape with every field of the wrong type: texts as numbers, everything else as text. */
export function wrongTypes(schema: JsonSchema): unknown {
  const option = firstOption(schema);
  if (option) return wrongTypes(option);
  if (typeOf(schema) !== 'object') return typeOf(schema) === 'string' ? 123 : 'x';
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, value]) => [
      key,
      typeOf(value) === 'string' ? 123 : 'x',
    ]),
  );
}
