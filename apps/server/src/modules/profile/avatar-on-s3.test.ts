import fs from 'node:fs';
import path from 'node:path';
import { type RunningS3Sandbox, startS3Sandbox } from '@hubline/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { multipart, TINY_PNG } from '../../test/uploads.ts';

let s3: RunningS3Sandbox;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Sandbox({ buckets: ['hubline-files'] });
  t = await startTestApp({
    S3_BUCKET: 'hubline-files',
    S3_ENDPOINT: s3.url,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('avatars with S3_BUCKET set', () => {
  it('are kept in the bucket, not on disk, served back, and refused ones leave nothing', async () => {
    const { user } = await givenMember(t);
    const { cookie } = await signIn(t, user.email);
    const upload = (data: Buffer) => {
      const body = multipart({}, { name: 'me.png', data, type: 'image/png' });
      return t.request({
        method: 'POST',
        url: '/api/profile/updateAvatar',
        payload: body.payload,
        headers: { ...body.headers, cookie },
      });
    };
    const ok = await upload(TINY_PNG);
    expect(ok.statusCode).toBe(200);
    const name = ok.json().avatar.split('/').pop();
    expect(s3.control.keys('hubline-files')).toEqual([`avatars/${name}`]);
    expect(s3.control.object('hubline-files', `avatars/${name}`)?.contentType).toBe('image/png');
    expect(fs.existsSync(path.join(t.deps.config.dataDir, 'files'))).toBe(false);

    const served = await t.request({ method: 'GET', url: ok.json().avatar, headers: { cookie } });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);

    expect((await upload(Buffer.from('<script>alert(1)</script>'))).json().code).toBe('file.invalidType');
    expect(s3.control.keys('hubline-files')).toEqual([`avatars/${name}`]);
    const missing = await t.request({
      method: 'GET',
      url: '/api/profile/avatar/00000000-0000-4000-8000-000000000000.png',
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);
  });
});
