import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('OUTBOUND_TRUSTED_ORIGINS', () => {
  it.each([
    [undefined, []],
    ['http://intranet:8080', ['http://intranet:8080']],
    ['http://10.0.0.5:9000, https://hooks.internal', ['http://10.0.0.5:9000', 'https://hooks.internal']],
  ])('reads %j as %j', (value, origins) => {
    expect(loadConfig({ OUTBOUND_TRUSTED_ORIGINS: value }).outbound.trustedOrigins).toEqual(origins);
  });

  it.each(['not a url', 'http://intranet:8080/path', 'http://intranet/'])('refuses %j at start', (value) => {
    expect(() => loadConfig({ OUTBOUND_TRUSTED_ORIGINS: value })).toThrow(ConfigError);
  });
});

describe('S3_*', () => {
  it('keeps files on disk without S3_BUCKET', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads an S3-compatible service with its keys', () => {
    const config = loadConfig({
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toEqual({
      bucket: 'media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it.each([
    ['a key id without its secret', { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
    ['an endpoint without a bucket', { S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET'],
    ['an endpoint that is not a URL', { S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [
      'a path style that is not a switch',
      { S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' },
      'S3_FORCE_PATH_STYLE',
    ],
  ])('refuses %s at start', (_name, env, variable) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(variable));
  });
});
