import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { param } from '../shared/request-fields.ts';

/**
 * The phone page: a person picks a channel and a simulated user and chats with the official
 * account the way the LINE app shows it. Plain HTML/CSS/ES modules in `static/` (read from disk on
 * each request, so edits show on reload); everything they do goes through the control API.
 */
const STATIC_DIR = new URL('./static/', import.meta.url);

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/** File names the page may ask for: no directories, no dot files. */
const ASSET = /^[a-z][a-z0-9-]*\.(html|js|css)$/;

async function serve(file: string): Promise<{ type: string; body: Buffer } | undefined> {
  const extension = ASSET.exec(file)?.[1];
  const type = extension ? CONTENT_TYPES[extension] : undefined;
  if (!type) return undefined;
  try {
    return { type, body: await readFile(new URL(file, STATIC_DIR)) };
  } catch {
    return undefined;
  }
}

export function registerPhoneRoutes(app: FastifyInstance): void {
  const page = async (file: string, reply: FastifyReply) => {
    const found = await serve(file);
    if (!found) return reply.code(404).send({ message: `no phone asset ${file}` });
    return reply.type(found.type).header('cache-control', 'no-cache').send(found.body);
  };
  app.get('/phone', async (_request, reply) => page('index.html', reply));
  app.get('/phone/', async (_request, reply) => page('index.html', reply));
  app.get('/phone/:file', async (request, reply) => {
    return page(param(request, 'file'), reply);
  });
}
