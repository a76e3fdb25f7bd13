import { describe, expect, it } from 'vitest';
import { lineSignatureValid } from './line-signature.ts';

// LINE's official test vector (Messaging API docs, "Verify webhook signature").
const body = Buffer.from('{"destination":"U8e742f61d673b39c7fff3cecb7536ef0","events":[]}');
const secret = '8c570fa6dd201bb328f1c1eac23a96d8';
const signature = 'GhRKmvmHys4Pi8DxkF4+EayaH0OqtJtaZxgTD9fMDLs=';

describe('lineSignatureValid', () => {
  it('accepts the official test vector', () => {
    expect(lineSignatureValid(body, secret, signature)).toBe(true);
  });
  it.each([
    ['a missing signature', body, secret, undefined],
    ['another secret', body, '00000000000000000000000000000000', signature],
    ['a changed body', Buffer.from(`${body.toString()} `), secret, signature],
    ['a truncated signature', body, secret, signature.slice(0, 20)],
  ])('refuses %s', (_name, raw, key, sig) => {
    expect(lineSignatureValid(raw, key, sig)).toBe(false);
  });
});
