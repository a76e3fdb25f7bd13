import { isObject, type Json, type JsonObject } from '../../json.ts';

/**
 * What HubSpot really accepts where the generated specs say otherwise. The spec collection marks
 * almost every field `required` (e.g. `associations` on create, `after`/`sorts` on search,
 * `propertiesWithHistory` on batch read), while HubSpot's docs and the SDK's own examples omit
 * them (HS-OBJ; B2, B3). So `required` is replaced here by what HubSpot refuses without; schemas
 * not listed keep their own. `oneOf` becomes `anyOf` because the spec's unions (filter branches,
 * property operations) overlap and carry no usable discriminator.
 */
const REQUIRED: Record<string, string[]> = {
  SimplePublicObjectInputForCreate: ['properties'],
  SimplePublicObjectInput: ['properties'],
  SimplePublicObjectBatchInput: ['id', 'properties'],
  SimplePublicObjectBatchInputForCreate: ['properties'],
  SimplePublicObjectBatchInputUpsert: ['id', 'properties'],
  PublicObjectSearchRequest: [],
  BatchReadInputSimplePublicObjectId: ['inputs'],
  PublicMergeInput: ['primaryObjectId', 'objectIdToMerge'],
  OptionInput: ['label', 'value'],
  PipelineInput: ['label', 'stages'],
  PipelineStageInput: ['label', 'metadata'],
  PipelinePatchInput: [],
  PipelineStagePatchInput: [],
  PublicFetchAssociationsBatchRequest: ['id'],
  PublicAssociationDefinitionCreateRequest: ['label', 'name'],
  ListSearchRequest: [],
  ListCreateRequest: ['name', 'objectTypeId', 'processingType'],
  PublicPropertyFilter: ['filterType', 'property', 'operation'],
};

/** Filter branches and property operations: only their discriminating fields are required. */
const BRANCH_REQUIRED = ['filterBranchType'];
const OPERATION_REQUIRED = ['operationType', 'operator'];

/** Property maps take numbers and booleans too (HubSpot stores them as strings). */
const PROPERTY_VALUE: JsonObject = { type: ['string', 'number', 'boolean'] };

/** Sorts are strings in the spec; the `{propertyName, direction}` form is accepted too (B3). */
const SORTS: JsonObject = {
  type: 'array',
  items: {
    anyOf: [
      { type: 'string' },
      {
        type: 'object',
        required: ['propertyName'],
        properties: { propertyName: { type: 'string' }, direction: { enum: ['ASCENDING', 'DESCENDING'] } },
      },
    ],
  },
};

function rewrite(value: Json): Json {
  if (Array.isArray(value)) return value.map(rewrite);
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) out[k === 'oneOf' ? 'anyOf' : k] = rewrite(v);
  return out;
}

function relaxPropertyMaps(schema: JsonObject): void {
  const props = schema.properties;
  if (!isObject(props)) return;
  const map = props.properties;
  if (isObject(map) && isObject(map.additionalProperties) && map.type === 'object') {
    map.additionalProperties = PROPERTY_VALUE;
  }
}

export function applyOverlay(schemas: Record<string, JsonObject>): Record<string, JsonObject> {
  const out: Record<string, JsonObject> = {};
  for (const [name, original] of Object.entries(schemas)) {
    const schema = rewrite(original);
    if (!isObject(schema)) continue;
    const fixed = REQUIRED[name];
    if (fixed) schema.required = fixed;
    else if (/^Public\w*FilterBranch$/.test(name)) schema.required = BRANCH_REQUIRED;
    else if (/^Public\w*(Operation)$/.test(name)) {
      schema.required = OPERATION_REQUIRED.filter(
        (field) => Array.isArray(schema.required) && schema.required.includes(field),
      );
    }
    relaxPropertyMaps(schema);
    if (name === 'PublicObjectSearchRequest' && isObject(schema.properties)) schema.properties.sorts = SORTS;
    out[name] = schema;
  }
  return out;
}
