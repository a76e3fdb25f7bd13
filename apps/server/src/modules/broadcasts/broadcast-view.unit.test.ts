import { describe, expect, it } from 'vitest';
import { failureTextOf } from './broadcast-view.ts';

describe('a failed broadcast’s text: the reason translated, then LINE’s words', () => {
  const said = 'Invalid audience group id: 42';
  it.each([
    ['not failed', 'en', null, null, null],
    ['LINE said nothing', 'en', 'broadcast.failure.lineApi', null, 'LINE answered with an error.'],
    [
      'LINE said why',
      'en',
      'broadcast.failure.lineApi',
      said,
      `LINE answered with an error. LINE said: ${said}`,
    ],
    [
      'in Japanese',
      'ja',
      'broadcast.failure.lineApi',
      said,
      `LINE APIでエラーが発生しました。LINEからの応答：${said}`,
    ],
    [
      'in Traditional Chinese',
      'zh-TW',
      'broadcast.failure.lineApi',
      said,
      `LINE API 發生錯誤。LINE 的回應：${said}`,
    ],
    // LINE's words are shown as they are, never read as placeholders.
    [
      'words that look like a placeholder',
      'en',
      'broadcast.failure.lineApi',
      '{{reason}} $&',
      'LINE answered with an error. LINE said: {{reason}} $&',
    ],
  ] as const)('%s', (_, lang, failureReason, failureDetail, expected) => {
    expect(failureTextOf({ failureReason, failureDetail }, lang)).toBe(expected);
  });
});
