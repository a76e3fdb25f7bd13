import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp();
  const { user } = await givenMember(t);
  ({ cookie } = await signIn(t, user.email));
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };
const ONE_MB = 1024 * 1024;

/** An answer in our shape: the code, and its text in the asked language. */
function expectRefusal(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { msg: string; code: string };
  expect(body.code).toBe(code);
  return body.msg;
}

describe('framework refusals', () => {
  it('a JSON body over 1 MB is refused naming 1 MB, in the user language', async () => {
    const response = await t.request({
      method: 'PATCH',
      url: '/api/profile/updateName?lang=ja',
      headers: { cookie, ...json },
      payload: JSON.stringify({ name: 'x'.repeat(ONE_MB) }),
    });
    expect(expectRefusal(response, 413, 'error.bodyTooLarge')).toBe(
      'リクエストが大きすぎます。上限は1 MBです。',
    );
  });

  it('a LINE webhook over 2 MB is refused naming 2 MB', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/webhooks/line/00000000-0000-4000-8000-000000000000',
      headers: json,
      payload: JSON.stringify({ events: [], padding: 'x'.repeat(2 * ONE_MB) }),
    });
    expect(expectRefusal(response, 413, 'error.bodyTooLarge')).toContain('2 MB');
  });

  it.each([
    ['malformed JSON', json, '{"name":', 400, 'error.invalidJson'],
    ['an empty JSON body', json, '', 400, 'error.invalidJson'],
    ['a content type no route reads', { 'content-type': 'text/csv' }, 'a,b', 415, 'error.mediaType'],
  ])('%s is refused in our shape', async (_name, headers, payload, status, code) => {
    const response = await t.request({
      method: 'PATCH',
      url: '/api/profile/updateName',
      headers: { cookie, ...headers },
      payload,
    });
    expectRefusal(response, status, code);
  });

  it('a broken multipart upload is refused, not a 500', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/profile/updateAvatar',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot ended',
    });
    expectRefusal(response, 400, 'file.incomplete');
  });

  it('an id longer than any route takes is 414 in the language the browser asks for', async () => {
    const response = await t.request({
      method: 'POST',
      url: `/api/profile/${'a'.repeat(200)}/readNews`,
      headers: { cookie, 'accept-language': 'zh-TW', 'x-hubline-csrf': '1' },
    });
    expect(expectRefusal(response, 414, 'error.uriTooLong')).toBe('網址過長。');
  });
});
