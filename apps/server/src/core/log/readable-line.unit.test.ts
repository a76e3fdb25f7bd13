import { describe, expect, it } from 'vitest';
import { readableLine } from './readable-line.ts';

const base = { time: Date.UTC(2026, 10, 26, 10, 43, 39), pid: 1, hostname: 'vm' };
const line = (entry: object) => JSON.stringify({ ...base, ...entry });

describe('readableLine', () => {
  it.each([
    ['an info line has no level word', { level: 30, msg: 'Server listening' }, '10:43:39 Server listening'],
    [
      'a warning names its level and its fields',
      { level: 40, msg: 'job queue warning', warning: { message: 'slow' } },
      '10:43:39 WARN job queue warning warning={"message":"slow"}',
    ],
    [
      'string fields are not quoted',
      { level: 20, msg: 'request', method: 'GET', url: '/api/health', statusCode: 200 },
      '10:43:39 DEBUG request method=GET url=/api/health statusCode=200',
    ],
    ['a line that is not JSON passes through', 'plain words', 'plain words'],
  ])('%s', (_name, entry, expected) => {
    expect(readableLine(typeof entry === 'string' ? entry : line(entry))).toBe(expected);
  });

  it("puts an error's stack below the line, indented", () => {
    const err = { type: 'Error', message: 'boom', stack: 'Error: boom\n    at x (a.ts:1:1)' };
    expect(readableLine(line({ level: 50, msg: 'request failed', reqId: 'r1', err }))).toBe(
      '10:43:39 ERROR request failed reqId=r1\n    Error: boom\n        at x (a.ts:1:1)',
    );
  });
});
