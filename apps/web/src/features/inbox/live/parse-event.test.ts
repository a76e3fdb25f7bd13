import { describe, expect, it } from 'vitest';
import { parseInboxEvent } from './parse-event';

describe('parseInboxEvent', () => {
  it.each([
    { data: '{"type":"replaced"}', type: 'replaced' },
    { data: '{"type":"ready"}', type: 'ready' },
    { data: '{"type":"conversation","seq":1,"vid":"v"}', type: 'conversation' },
    { data: '{"type":"message","seq":1,"vid":"v","message":{"id":"m"}}', type: 'message' },
    { data: '{"type":"message","seq":1,"vid":"v"}', type: null },
    { data: '{"type":"conversation","seq":"1","vid":"v"}', type: null },
    { data: 'not json', type: null },
    { data: '[1]', type: null },
  ])('$data → $type', ({ data, type }) => {
    expect(parseInboxEvent(data)?.type ?? null).toBe(type);
  });
});
