import { describe, expect, it } from 'vitest';
import { jsonProblem, parseJsonObject } from './json-text';

describe('jsonProblem', () => {
  it('takes an object', () => {
    expect(jsonProblem('{"type":"text","text":"hi"}')).toBeNull();
    expect(parseJsonObject('{"a":1}')).toEqual({ a: 1 });
  });

  it('gives the parser reason for text that is not JSON', () => {
    const problem = jsonProblem('{"type": ');
    expect(problem?.key).toBe('json.invalid');
    expect(problem && 'detail' in problem && problem.detail.length > 0).toBe(true);
    expect(parseJsonObject('{')).toBeNull();
  });

  it.each(['[1]', '"text"', '3', 'null'])('refuses %s, which is JSON but not an object', (text) => {
    expect(jsonProblem(text)).toEqual({ key: 'json.notObject' });
  });
});
