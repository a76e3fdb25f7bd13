import { describe, expect, it } from 'vitest';
import { messagePreview } from './message-preview';

describe('messagePreview', () => {
  it.each([
    { last: null, expected: null },
    { last: { direction: 'in', type: 'text', text: 'Hello' }, expected: { text: 'Hello', mine: false } },
    { last: { direction: 'out', type: 'text', text: 'Hi!' }, expected: { text: 'Hi!', mine: true } },
    {
      last: { direction: 'in', type: 'sticker', text: '' },
      expected: { key: 'preview.sticker', mine: false },
    },
    { last: { direction: 'in', type: 'image', text: '' }, expected: { key: 'preview.image', mine: false } },
    { last: { direction: 'out', type: 'video', text: '' }, expected: { key: 'preview.video', mine: true } },
    { last: { direction: 'in', type: 'audio', text: '' }, expected: { key: 'preview.audio', mine: false } },
    { last: { direction: 'in', type: 'file', text: '' }, expected: { key: 'preview.file', mine: false } },
    {
      last: { direction: 'in', type: 'location', text: '' },
      expected: { key: 'preview.location', mine: false },
    },
    {
      last: { direction: 'out', type: 'flex', text: '' },
      expected: { key: 'preview.sentMessage', mine: true },
    },
    {
      last: { direction: 'out', type: 'template', text: '' },
      expected: { key: 'preview.sentMessage', mine: true },
    },
    {
      last: { direction: 'in', type: 'constructor', text: '' },
      expected: { key: 'preview.message', mine: false },
    },
  ] as const)('$last.type $last.direction', ({ last, expected }) => {
    expect(messagePreview(last)).toEqual(expected);
  });
});
