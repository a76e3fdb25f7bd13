import { cloneJson, isObject, type Json, type JsonObject } from '../../json.ts';

/**
 * LINE's specs model polymorphism as a base schema carrying `discriminator.mapping` (Message,
 * Action, Recipient, DemographicFilter, FlexComponent, ...) whose subtypes `allOf` the base. Plain
 * JSON Schema cannot express "pick the subtype by `type`", and ajv's own discriminator support
 * needs `oneOf`, so the schemas are rewritten before compiling:
 *
 * - the base `X` becomes a dispatcher: `type` must be one of the mapping keys (LINE's
 *   "Must be one of the following values: [...]"), then the mapped subtype is applied with `if/then`;
 * - the base's own rules move to `X__base`, and subtypes `allOf` that instead (else they would
 *   dispatch back to themselves forever).
 */

const BASE_SUFFIX = '__base';

interface Discriminator {
  propertyName: string;
  mapping: Record<string, string>;
}

function discriminatorOf(schema: JsonObject): Discriminator | undefined {
  const d = schema.discriminator;
  if (!isObject(d) || typeof d.propertyName !== 'string' || !isObject(d.mapping)) return undefined;
  const mapping: Record<string, string> = {};
  for (const [key, ref] of Object.entries(d.mapping)) {
    if (typeof ref === 'string') mapping[key] = ref;
  }
  return { propertyName: d.propertyName, mapping };
}

export function dispatcher(d: Discriminator): JsonObject {
  const keys = Object.keys(d.mapping);
  return {
    type: 'object',
    required: [d.propertyName],
    properties: { [d.propertyName]: { type: 'string', enum: keys } },
    // Built from entries: a literal `then` key reads as a thenable to linters, but it is JSON Schema's.
    allOf: keys.map((key) =>
      Object.fromEntries<Json>([
        ['if', { properties: { [d.propertyName]: { const: key } }, required: [d.propertyName] }],
        ['then', { $ref: d.mapping[key] ?? '' }],
      ]),
    ),
  };
}

/** Points `allOf` references to a discriminated base at its `__base` copy, at any depth. */
function retargetAllOf(node: Json, bases: Set<string>, refPrefix: string): Json {
  if (Array.isArray(node)) return node.map((item) => retargetAllOf(item, bases, refPrefix));
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'allOf' && Array.isArray(value)) {
      out[key] = value.map((item) => {
        const ref = isObject(item) ? item.$ref : undefined;
        if (typeof ref === 'string' && ref.startsWith(refPrefix) && bases.has(ref.slice(refPrefix.length))) {
          return { $ref: `${ref}${BASE_SUFFIX}` };
        }
        return retargetAllOf(item, bases, refPrefix);
      });
    } else {
      out[key] = retargetAllOf(value, bases, refPrefix);
    }
  }
  return out;
}

export function rewriteDiscriminators(
  schemas: Record<string, JsonObject>,
  refPrefix = '#/components/schemas/',
): Record<string, JsonObject> {
  const bases = new Set(
    Object.entries(schemas)
      .filter(([, schema]) => discriminatorOf(schema))
      .map(([name]) => name),
  );
  const out: Record<string, JsonObject> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const d = discriminatorOf(schema);
    const retargeted = retargetAllOf(cloneJson(schema), bases, refPrefix);
    if (!isObject(retargeted)) continue;
    if (d) {
      const { discriminator: _dropped, ...base } = retargeted;
      out[`${name}${BASE_SUFFIX}`] = base;
      out[name] = dispatcher(d);
    } else {
      out[name] = retargeted;
    }
  }
  return out;
}
