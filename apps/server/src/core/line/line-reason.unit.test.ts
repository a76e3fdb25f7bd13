import { HTTPFetchError } from '@line/bot-sdk';
import { describe, expect, it } from 'vitest';
import { lineErrorBody, lineReasonOf } from './line-reason.ts';

const answered = (body: string) =>
  new HTTPFetchError('400 - Bad Request', {
    status: 400,
    statusText: 'Bad Request',
    headers: new Headers(),
    body,
  });

describe('LINE’s reason, in LINE’s words', () => {
  it.each([
    ['a message alone', { message: 'Invalid reply token' }, 'Invalid reply token'],
    [
      'a message with details',
      {
        message: 'The request body has 2 error(s)',
        details: [
          { property: 'messages[0].text', message: 'May not be empty' },
          { property: 'messages[1].type', message: 'Must be one of the following values: [text]' },
        ],
      },
      'The request body has 2 error(s): messages[0].text: May not be empty; messages[1].type: Must be one of the following values: [text]',
    ],
    ['a detail without a property', { message: 'Bad', details: [{ message: 'Too long' }] }, 'Bad: Too long'],
    ['nothing readable', {}, null],
    ['words too long to show whole, cut short', { message: 'x'.repeat(600) }, 'x'.repeat(500)],
  ])('%s', (_, body, expected) => {
    expect(lineReasonOf(body)).toBe(expected);
  });

  it.each([
    ['JSON', answered('{"message":"Not found"}'), { message: 'Not found' }],
    ['an HTML page', answered('<html>Bad gateway</html>'), {}],
    ['a JSON array', answered('[1]'), {}],
    ['no answer at all', new TypeError('fetch failed'), {}],
  ])('reads the body of %s', (_, error, expected) => {
    expect(lineErrorBody(error)).toEqual(expected);
  });
});
