import { describe, expect, it } from 'vitest';
import { loadSpec } from './documents.ts';
import { applyOverlay, OVERLAY } from './overlay.ts';

describe('overlay of documented limits', () => {
  it('finds every target in the vendored messaging-api.yml', () => {
    const schemas = structuredClone(loadSpec('messaging-api').schemas);
    expect(() => applyOverlay(schemas)).not.toThrow();
    const text = schemas.TextMessage?.allOf;
    expect(JSON.stringify(text)).toContain('"maxLength":5000');
  });

  it('fails loudly when a target is gone', () => {
    expect(() => applyOverlay({}, [{ schema: 'Gone', set: {}, source: 'test' }])).toThrow(/Gone/);
    expect(() =>
      applyOverlay({ A: { properties: {} } }, [{ schema: 'A', property: 'b', set: {}, source: 'test' }]),
    ).toThrow(/A\.b/);
  });

  it('cites a source for every rule', () => {
    for (const rule of OVERLAY) expect(rule.source).not.toBe('');
  });
});
