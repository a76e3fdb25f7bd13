import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningS3Sandbox, startS3Sandbox } from './index.ts';

let s3: RunningS3Sandbox;
beforeAll(async () => {
  s3 = await startS3Sandbox({ buckets: ['media'] });
});
afterAll(() => s3.close());

function client(overrides: Partial<S3ClientConfig> = {}) {
  return new S3Client({
    endpoint: s3.url,
    region: s3.region,
    credentials: s3.credentials,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...overrides,
  });
}

describe('S3 object calls, path-style and signed with SigV4', () => {
  it('puts, heads, gets and deletes an object as the official client expects', async () => {
    const s3Client = client();
    const Key = 'chat/a b+c/日本.png';
    const put = await s3Client.send(
      new PutObjectCommand({ Bucket: 'media', Key, Body: 'hello', ContentType: 'image/png' }),
    );
    expect(put.ETag).toBe('"5d41402abc4b2a76b9719d911017c592"');
    const head = await s3Client.send(new HeadObjectCommand({ Bucket: 'media', Key }));
    expect([head.ContentLength, head.ContentType, head.ETag]).toEqual([5, 'image/png', put.ETag]);
    const got = await s3Client.send(new GetObjectCommand({ Bucket: 'media', Key }));
    expect(await got.Body?.transformToString()).toBe('hello');
    expect(s3.control.keys('media')).toEqual([Key]);
    await s3Client.send(new DeleteObjectCommand({ Bucket: 'media', Key }));
    expect(s3.control.keys('media')).toEqual([]);
  });

  it('answers NoSuchKey, NoSuchBucket and a repeated delete as S3 does', async () => {
    const s3Client = client();
    await expect(s3Client.send(new GetObjectCommand({ Bucket: 'media', Key: 'none' }))).rejects.toMatchObject(
      {
        name: 'NoSuchKey',
        $metadata: { httpStatusCode: 404 },
      },
    );
    await expect(
      s3Client.send(new HeadObjectCommand({ Bucket: 'media', Key: 'none' })),
    ).rejects.toMatchObject({
      $metadata: { httpStatusCode: 404 },
    });
    await expect(s3Client.send(new GetObjectCommand({ Bucket: 'other', Key: 'x' }))).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
    const deleted = await s3Client.send(new DeleteObjectCommand({ Bucket: 'media', Key: 'none' }));
    expect(deleted.$metadata.httpStatusCode).toBe(204);
  });

  it('refuses a wrong secret, an unknown key id and an unsigned request, and keeps nothing', async () => {
    const put = (s3Client: S3Client) =>
      s3Client.send(new PutObjectCommand({ Bucket: 'media', Key: 'x', Body: 'x' }));
    await expect(
      put(client({ credentials: { ...s3.credentials, secretAccessKey: 'wrong' } })),
    ).rejects.toMatchObject({ name: 'SignatureDoesNotMatch', $metadata: { httpStatusCode: 403 } });
    await expect(
      put(client({ credentials: { ...s3.credentials, accessKeyId: 'NOBODY' } })),
    ).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    const unsigned = await fetch(`${s3.url}/media/x`, { method: 'PUT', body: 'x' });
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toContain('<Code>AccessDenied</Code>');
    expect(s3.control.keys('media')).toEqual([]);
  });

  it('refuses a body whose signed hash does not match what arrived', async () => {
    const s3Client = client();
    s3Client.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { body: unknown };
        request.body = 'tampered';
        return next(args);
      },
      { step: 'finalizeRequest', priority: 'low' },
    );
    await expect(
      s3Client.send(new PutObjectCommand({ Bucket: 'media', Key: 'x', Body: 'original' })),
    ).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
  });
});
