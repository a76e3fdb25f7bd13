import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../json.ts';
import { dispatcher, rewriteDiscriminators } from './discriminators.ts';

describe('rewriteDiscriminators', () => {
  const schemas: Record<string, JsonObject> = {
    Shape: {
      type: 'object',
      required: ['type'],
      properties: { type: { type: 'string' }, label: { type: 'string', maxLength: 3 } },
      discriminator: {
        propertyName: 'type',
        mapping: { circle: '#/components/schemas/Circle', group: '#/components/schemas/Group' },
      },
    },
    Circle: { allOf: [{ $ref: '#/components/schemas/Shape' }, { properties: { r: { type: 'number' } } }] },
    Group: {
      allOf: [
        { $ref: '#/components/schemas/Shape' },
        { properties: { children: { items: { $ref: '#/components/schemas/Shape' } } } },
      ],
    },
  };
  const out = rewriteDiscriminators(schemas);

  it('turns the base into a dispatcher on the mapping', () => {
    expect(out.Shape).toEqual(
      dispatcher({
        propertyName: 'type',
        mapping: { circle: '#/components/schemas/Circle', group: '#/components/schemas/Group' },
      }),
    );
    expect(out.Shape?.properties).toEqual({ type: { type: 'string', enum: ['circle', 'group'] } });
  });

  it('keeps the base rules under __base, without the discriminator', () => {
    expect(out.Shape__base).toEqual({
      type: 'object',
      required: ['type'],
      properties: { type: { type: 'string' }, label: { type: 'string', maxLength: 3 } },
    });
  });

  it('points subtypes at the base copy, but keeps nested references polymorphic', () => {
    expect(out.Circle?.allOf).toEqual([
      { $ref: '#/components/schemas/Shape__base' },
      { properties: { r: { type: 'number' } } },
    ]);
    expect(out.Group?.allOf).toEqual([
      { $ref: '#/components/schemas/Shape__base' },
      { properties: { children: { items: { $ref: '#/components/schemas/Shape' } } } },
    ]);
  });

  it('does not touch the input', () => {
    expect(schemas.Circle?.allOf).toEqual([
      { $ref: '#/components/schemas/Shape' },
      { properties: { r: { type: 'number' } } },
    ]);
  });
});
