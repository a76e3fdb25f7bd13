import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { outcomeOf, summarise, toProperty } from './details.ts';
import { validateRequestBody, validateSchema } from './validator.ts';

describe('toProperty', () => {
  it.each([
    ['', undefined, ''],
    ['', 'to', 'to'],
    ['/messages/0/text', undefined, 'messages[0].text'],
    ['/messages/1', 'type', 'messages[1].type'],
    ['/areas/0/action/uri', undefined, 'areas[0].action.uri'],
    ['/to/3', undefined, 'to[3]'],
    ['/a~1b/c~0d', undefined, 'a/b.c~d'],
  ])('%s + %s → %s', (path, child, expected) => {
    expect(toProperty(path, child)).toBe(expected);
  });
});

const err = (
  keyword: string,
  params: Record<string, unknown>,
  parentSchema: object = {},
  data?: unknown,
): ErrorObject => ({
  keyword,
  instancePath: '/x',
  schemaPath: '#',
  params,
  parentSchema,
  data,
});

describe('outcomeOf: LINE wording', () => {
  it.each([
    [err('required', { missingProperty: 'name' }), { message: 'must be specified', property: 'x.name' }],
    [
      err('maxItems', { limit: 5 }, { minItems: 1, maxItems: 5 }),
      { message: 'Size must be between 1 and 5', property: 'x' },
    ],
    [
      err('minItems', { limit: 1 }, { minItems: 1 }),
      { message: 'Size must be between 1 and 2147483647', property: 'x' },
    ],
    [
      err('minLength', { limit: 1 }, { minLength: 1, maxLength: 5000 }, ''),
      { message: 'May not be empty', property: 'x' },
    ],
    [
      err('maxLength', { limit: 5000 }, { minLength: 1, maxLength: 5000 }),
      { message: 'Length must be between 0 and 5000', property: 'x' },
    ],
    [
      err('maximum', { limit: 100 }, { maximum: 100 }),
      { message: 'Must be less than or equal to 100', property: 'x' },
    ],
    [
      err('minimum', { limit: 1 }, { minimum: 1, maximum: 9 }),
      { message: 'Must be between 1 and 9', property: 'x' },
    ],
    [
      err('enum', { allowedValues: ['a', 'b'] }),
      { message: 'Must be one of the following values: [a, b]', property: 'x' },
    ],
    [err('format', { format: 'uri' }), { message: 'invalid uri', property: 'x' }],
  ])('%j', (error, detail) => {
    expect(outcomeOf(error)).toEqual({ kind: 'detail', detail });
  });

  it('reports a type error alone, as a deserialisation failure', () => {
    expect(summarise([err('required', { missingProperty: 'a' }), err('type', { type: 'string' })])).toEqual({
      ok: false,
      invalidProperty: 'x',
    });
  });

  it('skips the if/then bookkeeping errors', () => {
    expect(outcomeOf(err('if', { failingKeyword: 'then' }))).toEqual({ kind: 'skip' });
  });
});

describe('LINE specs', () => {
  it('validate narrowcast recipients and demographic filters through their discriminators', () => {
    const result = validateRequestBody('narrowcast', {
      messages: [{ type: 'text', text: 'a' }],
      recipient: { type: 'operator', and: [{ type: 'audience', audienceGroupId: 1 }, { type: 'x' }] },
      filter: { demographic: { type: 'age', gte: 'age_13' } },
    });
    expect(result).toEqual({
      ok: false,
      details: [
        {
          message: 'Must be one of the following values: [operator, audience, redelivery]',
          property: 'recipient.and[1].type',
        },
        {
          message: expect.stringMatching(/^Must be one of the following values: \[age_15, age_20/),
          property: 'filter.demographic.gte',
        },
      ],
    });
  });

  it('enforce the rich menu object required keys (overlay)', () => {
    const result = validateRequestBody('createRichMenu', { size: { width: 2500, height: 843 }, areas: [] });
    expect(result).toEqual({
      ok: false,
      details: ['selected', 'name', 'chatBarText'].map((property) => ({
        message: 'must be specified',
        property,
      })),
    });
  });

  it('take an image map playing a video, and refuse its link label over 30 characters (overlay)', () => {
    const richVideo = (label: string) => ({
      type: 'imagemap',
      baseUrl: 'https://example.com/map',
      altText: 'Film',
      baseSize: { width: 1040, height: 585 },
      video: {
        originalContentUrl: 'https://example.com/film.mp4',
        previewImageUrl: 'https://example.com/map/700',
        area: { x: 0, y: 0, width: 1040, height: 585 },
        externalLink: { linkUri: 'https://example.com/menu', label },
      },
      actions: [],
    });
    expect(validateRequestBody('pushMessage', { to: 'U1', messages: [richVideo('x'.repeat(30))] })).toEqual({
      ok: true,
    });
    const refused = validateRequestBody('pushMessage', { to: 'U1', messages: [richVideo('x'.repeat(31))] });
    expect(refused).toMatchObject({
      ok: false,
      details: [{ property: 'messages[0].video.externalLink.label' }],
    });
  });

  it('reject a webhook event without its required fields', () => {
    const result = validateSchema('webhook', 'CallbackRequest', {
      destination: 'U8e742f61d673b39c7fff3cecb7536ef0',
      events: [{ type: 'follow', mode: 'active', timestamp: 1, source: { type: 'user', userId: 'U1' } }],
    });
    expect(result.ok).toBe(false);
  });
});
