import { isObject, type Json, type JsonObject } from '../../json.ts';

/**
 * Limits LINE documents in its reference but the OpenAPI snapshot leaves out. Each rule names the
 * schema and property it tightens and where the limit is written (LINE-FACTS.md, REF = the
 * Messaging API reference, line numbers of packages/sandbox/vendor/line/docs/reference__messaging-api.md).
 * A rule whose target disappears from a future spec fails loudly (see overlay.test.ts).
 */
export interface OverlayRule {
  schema: string;
  /** Property to constrain; omitted for rules on the schema itself (e.g. `required`). */
  property?: string;
  set: JsonObject;
  source: string;
}

const text = { minLength: 1, maxLength: 5000 };
const altText = { minLength: 1, maxLength: 1500 };
const mediaUrl = { maxLength: 2000 };

export const OVERLAY: OverlayRule[] = [
  // Text: max 5000 characters counted in UTF-16 code units (ajv runs with `unicode: false`).
  { schema: 'TextMessage', property: 'text', set: text, source: 'REF L20798-20830' },
  { schema: 'TextMessageV2', property: 'text', set: text, source: 'REF ~L20976' },
  { schema: 'TemplateMessage', property: 'altText', set: altText, source: 'REF ~L22074' },
  { schema: 'FlexMessage', property: 'altText', set: altText, source: 'REF L22628' },
  { schema: 'ImagemapMessage', property: 'altText', set: altText, source: 'REF L21519' },
  { schema: 'ImagemapMessage', property: 'baseUrl', set: mediaUrl, source: 'REF L21519' },
  { schema: 'ImageMessage', property: 'originalContentUrl', set: mediaUrl, source: 'REF image message' },
  { schema: 'ImageMessage', property: 'previewImageUrl', set: mediaUrl, source: 'REF image message' },
  { schema: 'VideoMessage', property: 'originalContentUrl', set: mediaUrl, source: 'REF video message' },
  { schema: 'VideoMessage', property: 'previewImageUrl', set: mediaUrl, source: 'REF video message' },
  { schema: 'AudioMessage', property: 'originalContentUrl', set: mediaUrl, source: 'REF audio message' },
  {
    schema: 'LocationMessage',
    property: 'title',
    set: { minLength: 1, maxLength: 100 },
    source: 'REF location message',
  },
  {
    schema: 'LocationMessage',
    property: 'address',
    set: { minLength: 1, maxLength: 100 },
    source: 'REF location message',
  },
  // A message's sender icon: HTTPS only (the OpenAPI has the URI format and the 2000 limit).
  { schema: 'Sender', property: 'iconUrl', set: { pattern: '^https://' }, source: 'REF L20767-20775' },
  { schema: 'PostbackAction', property: 'displayText', set: { maxLength: 300 }, source: 'REF ~L24602' },
  // Carousels: flex ≤ 12 bubbles, template ≤ 10 columns; imagemap ≤ 50 actions; buttons ≤ 4 actions.
  {
    schema: 'FlexCarousel',
    property: 'contents',
    set: { minItems: 1, maxItems: 12 },
    source: 'REF L22628-23005',
  },
  {
    schema: 'CarouselTemplate',
    property: 'columns',
    set: { minItems: 1, maxItems: 10 },
    source: 'REF L22334',
  },
  {
    schema: 'ImageCarouselTemplate',
    property: 'columns',
    set: { minItems: 1, maxItems: 10 },
    source: 'REF L22546',
  },
  { schema: 'ButtonsTemplate', property: 'actions', set: { minItems: 1, maxItems: 4 }, source: 'REF L22203' },
  { schema: 'ImagemapMessage', property: 'actions', set: { maxItems: 50 }, source: 'REF L21696' },
  // A rich video: its link label at most 30 characters, its link at most 1000, its video URL 2000.
  { schema: 'ImagemapExternalLink', property: 'label', set: { maxLength: 30 }, source: 'REF L21681-21688' },
  {
    schema: 'ImagemapExternalLink',
    property: 'linkUri',
    set: { maxLength: 1000 },
    source: 'REF L21668-21679',
  },
  { schema: 'ImagemapVideo', property: 'originalContentUrl', set: mediaUrl, source: 'REF L21596-21603' },
  { schema: 'ImagemapVideo', property: 'previewImageUrl', set: mediaUrl, source: 'REF L21616-21623' },
  {
    schema: 'ShowLoadingAnimationRequest',
    property: 'loadingSeconds',
    set: { multipleOf: 5 },
    source: 'REF L6573-6578',
  },
  // Rich menu object: every top-level key is required; at most 20 areas.
  {
    schema: 'RichMenuRequest',
    set: { required: ['size', 'selected', 'name', 'chatBarText', 'areas'] },
    source: 'REF L25233-25330',
  },
  { schema: 'RichMenuRequest', property: 'areas', set: { maxItems: 20 }, source: 'REF L25233-25330' },
  { schema: 'RichMenuSize', set: { required: ['width', 'height'] }, source: 'REF size object' },
  { schema: 'RichMenuArea', set: { required: ['bounds', 'action'] }, source: 'REF area object' },
  { schema: 'RichMenuBounds', set: { required: ['x', 'y', 'width', 'height'] }, source: 'REF bounds object' },
];

/** The object holding `property` in `schema`: its own `properties` or one of its `allOf` parts. */
function propertyOwner(schema: JsonObject, property: string): JsonObject | undefined {
  if (isObject(schema.properties) && isObject(schema.properties[property])) return schema.properties;
  const parts: Json = schema.allOf ?? [];
  if (!Array.isArray(parts)) return undefined;
  for (const part of parts) {
    if (isObject(part)) {
      const owner = propertyOwner(part, property);
      if (owner) return owner;
    }
  }
  return undefined;
}

export function applyOverlay(schemas: Record<string, JsonObject>, rules: OverlayRule[] = OVERLAY): void {
  for (const rule of rules) {
    const schema = schemas[rule.schema];
    if (!schema) throw new Error(`overlay: schema ${rule.schema} not found`);
    if (!rule.property) {
      Object.assign(schema, rule.set);
      continue;
    }
    const owner = propertyOwner(schema, rule.property);
    const target = owner?.[rule.property];
    if (!owner || !isObject(target)) throw new Error(`overlay: ${rule.schema}.${rule.property} not found`);
    owner[rule.property] = { ...target, ...rule.set };
  }
}
