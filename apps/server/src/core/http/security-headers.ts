import type { FastifyInstance } from 'fastify';

/**
 * The console's policy: our own scripts only; inline styles, because MUI's emotion writes its
 * `<style>` tags at run time; images and media also from https (LINE's content, stickers, users'
 * links) and data:/blob: URLs (QR codes, previews of files being uploaded).
 */
const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/**
 * A chat link (`/chat/line/{hubId}?ott=…`) is meant to be opened from a CRM record, which HubSpot
 * shows in a frame of its own app; every other page refuses to be framed (clickjacking).
 */
const CHAT_LINK = /^\/chat\/line\//;
const CRM_FRAMES = 'https://app.hubspot.com https://*.hubspot.com';

export function contentSecurityPolicy(url: string): string {
  const frameAncestors = CHAT_LINK.test(url) ? `'self' ${CRM_FRAMES}` : "'none'";
  return [...POLICY, `frame-ancestors ${frameAncestors}`].join('; ');
}

/** Sent with every answer: pages, API replies and errors alike. */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    // The API documentation brings its own inline scripts; it is served without our policy.
    if (!request.url.startsWith('/api/docs'))
      reply.header('content-security-policy', contentSecurityPolicy(request.url));
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });
}
