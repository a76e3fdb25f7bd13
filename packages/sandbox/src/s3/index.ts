import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { listen } from '../shared/listen.ts';
import { rawBodyApp } from '../shared/raw-body-app.ts';
import { checkSignature } from './sigv4.ts';

/** An object as the emulator keeps it. */
export interface S3StoredObject {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface S3Control {
  /** The keys in a bucket, sorted as S3 lists them. */
  keys(bucket: string): string[];
  /** The bytes of one object, or undefined. */
  object(bucket: string, key: string): S3StoredObject | undefined;
}

export interface RunningS3Sandbox {
  /** The endpoint to give an S3 client, with path-style addressing. */
  url: string;
  region: string;
  credentials: S3Credentials;
  control: S3Control;
  close(): Promise<void>;
}

export interface S3SandboxOptions {
  port?: number;
  host?: string;
  /** Buckets that exist from the start (default `hubline`). */
  buckets?: string[];
  credentials?: S3Credentials;
}

const MESSAGES = {
  AccessDenied: [403, 'Access Denied'],
  InvalidAccessKeyId: [403, 'The AWS Access Key Id you provided does not exist in our records.'],
  SignatureDoesNotMatch: [
    403,
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
  ],
  NoSuchBucket: [404, 'The specified bucket does not exist'],
  NoSuchKey: [404, 'The specified key does not exist.'],
  NotImplemented: [501, 'A header you provided implies functionality that is not implemented'],
} as const;
type S3ErrorCode = keyof typeof MESSAGES;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** S3's error document (https://docs.aws.amazon.com/AmazonS3/latest/API/ErrorResponses.html); HEAD gets no body. */
function refuse(request: FastifyRequest, reply: FastifyReply, code: S3ErrorCode) {
  const [status, message] = MESSAGES[code];
  reply.code(status).header('x-amz-request-id', reply.getHeader('x-amz-request-id'));
  if (request.method === 'HEAD') return reply.send();
  return reply
    .type('application/xml')
    .send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message><Resource>${escapeXml(request.url)}</Resource></Error>`,
    );
}

type ObjectRequest = FastifyRequest<{ Params: { bucket: string; '*': string } }>;

/**
 * Path-style S3 object calls (`/bucket/key`): PutObject, GetObject, HeadObject and DeleteObject,
 * each signed with SigV4 by a known access key (https://docs.aws.amazon.com/AmazonS3/latest/API/).
 * Bodies sent in aws-chunked encoding are refused as not implemented (clients send plain bodies
 * with `requestChecksumCalculation: 'WHEN_REQUIRED'`).
 */
function buildS3Server(buckets: Map<string, Map<string, S3StoredObject>>, credentials: S3Credentials) {
  const app: FastifyInstance = rawBodyApp({ bodyLimit: 1024 ** 3 });
  const secrets = new Map([[credentials.accessKeyId, credentials.secretAccessKey]]);

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-amz-request-id', randomBytes(8).toString('hex').toUpperCase());
  });

  /** The bucket's objects once the request is signed and the bucket exists; otherwise the refusal is sent. */
  async function objectsOf(request: ObjectRequest, reply: FastifyReply) {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const refusal = checkSignature(
      { method: request.method, url: request.url, headers: request.headers, body },
      secrets,
    );
    if (refusal) return void (await refuse(request, reply, refusal));
    const objects = buckets.get(request.params.bucket);
    if (!objects) return void (await refuse(request, reply, 'NoSuchBucket'));
    return { objects, key: request.params['*'], body };
  }

  app.put('/:bucket/*', async (request: ObjectRequest, reply) => {
    if (String(request.headers['content-encoding'] ?? '').includes('aws-chunked'))
      return refuse(request, reply, 'NotImplemented');
    const target = await objectsOf(request, reply);
    if (!target) return reply;
    const etag = `"${createHash('md5').update(target.body).digest('hex')}"`;
    target.objects.set(target.key, {
      body: target.body,
      contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
      etag,
      lastModified: new Date(),
    });
    return reply.header('etag', etag).send();
  });

  // Fastify answers HEAD from this route too, with the headers and without the body.
  app.get('/:bucket/*', async (request: ObjectRequest, reply) => {
    const target = await objectsOf(request, reply);
    if (!target) return reply;
    const object = target.objects.get(target.key);
    if (!object) return refuse(request, reply, 'NoSuchKey');
    return reply
      .header('etag', object.etag)
      .header('last-modified', object.lastModified.toUTCString())
      .header('content-length', object.body.length)
      .type(object.contentType)
      .send(object.body);
  });

  app.delete('/:bucket/*', async (request: ObjectRequest, reply) => {
    const target = await objectsOf(request, reply);
    if (!target) return reply;
    target.objects.delete(target.key);
    return reply.code(204).send();
  });

  return app;
}

/** Starts the S3 emulator; give an S3 client its `url`, `region`, `credentials` and path-style addressing. */
export async function startS3Sandbox(options: S3SandboxOptions = {}): Promise<RunningS3Sandbox> {
  const credentials = options.credentials ?? { accessKeyId: 'SANDBOXKEY', secretAccessKey: 'sandbox-secret' };
  const buckets = new Map(
    (options.buckets ?? ['hubline']).map((name) => [name, new Map<string, S3StoredObject>()]),
  );
  const app = buildS3Server(buckets, credentials);
  const url = await listen(app, options);
  return {
    url,
    region: 'us-east-1',
    credentials,
    control: {
      keys: (bucket) => [...(buckets.get(bucket)?.keys() ?? [])].sort(),
      object: (bucket, key) => buckets.get(bucket)?.get(key),
    },
    close: () => app.close(),
  };
}
