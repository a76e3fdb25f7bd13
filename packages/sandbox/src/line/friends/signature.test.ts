import { validateSignature } from '@line/bot-sdk';
import { describe, expect, it } from 'vitest';
import { signBody } from './signature.ts';

describe('signBody', () => {
  it("matches LINE's published test vector", () => {
    const body = '{"destination":"U8e742f61d673b39c7fff3cecb7536ef0","events":[]}';
    const signature = signBody('8c570fa6dd201bb328f1c1eac23a96d8', body);
    expect(signature).toBe('GhRKmvmHys4Pi8DxkF4+EayaH0OqtJtaZxgTD9fMDLs=');
    expect(validateSignature(body, '8c570fa6dd201bb328f1c1eac23a96d8', signature)).toBe(true);
  });

  it('signs the UTF-8 bytes of the body', () => {
    const body = '{"text":"こんにちは😀"}';
    expect(validateSignature(Buffer.from(body, 'utf8'), 'secret', signBody('secret', body))).toBe(true);
    expect(validateSignature(body, 'other', signBody('secret', body))).toBe(false);
  });
});
