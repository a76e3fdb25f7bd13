import { describe, expect, it } from 'vitest';
import { lineRefusalOf } from './line-validation.ts';

const detail = (property: string, message: string) => ({ property, message });

describe('lineRefusalOf: LINE’s refusal of messages on the composer’s fields', () => {
  it.each([
    [
      'an unknown type, as LINE wrote it',
      [detail('messages[1].type', 'Must be one of the following values: [text, image]')],
      { 'messages.1.json': 'messages[1].type: Must be one of the following values: [text, image]' },
    ],
    [
      'a reason we have words for, as its catalogue key',
      [detail('messages[0].text', 'May not be empty')],
      { 'messages.0.json': 'validation.required' },
    ],
    [
      'the first reason of each message only',
      [detail('messages[2].text', 'must be specified'), detail('messages[2].quickReply', 'bad')],
      { 'messages.2.json': 'validation.required' },
    ],
    [
      'a property outside the messages, on the messages as a whole',
      [detail('notificationDisabled', 'bad value')],
      { messages: 'notificationDisabled: bad value' },
    ],
  ])('%s', (_, details, fields) => {
    const refusal = lineRefusalOf({ message: 'The request body has 1 error(s)', details });
    expect(refusal.code).toBe('broadcast.error.lineRefused');
    expect(refusal.fields).toEqual(fields);
    expect(refusal.params.reason).toBe(`${details[0]?.property}: ${details[0]?.message}`);
  });

  it('gives LINE’s message when it names no property', () => {
    const refusal = lineRefusalOf({
      message: 'The request body could not be parsed as JSON (line: 1, column: 2)',
    });
    expect(refusal.params.reason).toBe('The request body could not be parsed as JSON (line: 1, column: 2)');
    expect(refusal.fields).toEqual({});
  });
});
