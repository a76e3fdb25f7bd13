import { describe, expect, it } from 'vitest';
import { contactTokens, insertAt } from './contact-tokens';

describe('contactTokens', () => {
  it.each([
    ['Hello', []],
    ['Hi {{firstname}}!', ['firstname']],
    ['{{ firstname }} {{lastname}} and {{firstname}} again', ['firstname', 'lastname']],
    ['{{Firstname}} {firstname} {{}}', []],
    ['{{line_user_id_1}}', ['line_user_id_1']],
  ])('%s names %j', (text, tokens) => {
    expect(contactTokens(text)).toEqual(tokens);
  });
});

describe('insertAt', () => {
  it.each([
    ['Hi !', 3, { text: 'Hi {{firstname}}!', caret: 16 }],
    ['', 0, { text: '{{firstname}}', caret: 13 }],
    ['abc', 99, { text: 'abc{{firstname}}', caret: 16 }],
  ])('puts the token into %j at %i', (text, at, expected) => {
    expect(insertAt(text, at, '{{firstname}}')).toEqual(expected);
  });
});
