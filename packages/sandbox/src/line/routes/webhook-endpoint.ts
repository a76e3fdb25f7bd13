import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { lineErrors } from '../errors.ts';
import { postWebhook } from '../friends/dispatch.ts';
import { channelOf, jsonBody, lineRoute } from '../route.ts';

/**
 * Webhook URL settings and the connectivity test (an empty `events` array, signed like any webhook).
 * https://developers.line.biz/en/reference/messaging-api/#set-webhook-endpoint-url
 *
 * LINE requires HTTPS; the sandbox also accepts http:// because local receivers have no TLS.
 */
export const isAcceptableWebhookUrl = (url: string): boolean => /^https?:\/\/[^\s/]+/i.test(url);

/** Pure: the `reason` / `detail` pair of a test result. */
export function testOutcome(
  status: number | null,
  error: string | undefined,
): { reason: string; detail: string } {
  if (status !== null && status >= 200 && status < 300) return { reason: 'OK', detail: String(status) };
  if (status !== null) return { reason: 'ERROR_STATUS_CODE', detail: String(status) };
  if (error?.includes('Timeout')) return { reason: 'REQUEST_TIMEOUT', detail: 'Request timeout' };
  return { reason: 'COULD_NOT_CONNECT', detail: error ?? 'Failure to connect' };
}

export function registerWebhookEndpointRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  lineRoute(app, 'GET', '/v2/bot/channel/webhook/endpoint', 'getWebhookEndpoint', (request) => {
    const { endpoint, active } = channelOf(request).webhook;
    return { endpoint, active };
  });

  lineRoute(app, 'PUT', '/v2/bot/channel/webhook/endpoint', 'setWebhookEndpoint', (request) => {
    const channel = channelOf(request);
    const { endpoint } = jsonBody<{ endpoint: string }>(request);
    if (!isAcceptableWebhookUrl(endpoint)) {
      throw lineErrors.badRequest('Invalid webhook endpoint URL', [
        { message: 'invalid uri', property: 'endpoint' },
      ]);
    }
    channel.webhook.endpoint = endpoint;
    ctx.store.changed();
    return {};
  });

  lineRoute(app, 'POST', '/v2/bot/channel/webhook/test', 'testWebhookEndpoint', async (request) => {
    const channel = channelOf(request);
    const { endpoint } = jsonBody<{ endpoint?: string }>(request);
    const url = endpoint ?? channel.webhook.endpoint;
    if (url === '') throw lineErrors.notFound();
    if (!isAcceptableWebhookUrl(url)) {
      throw lineErrors.badRequest('Invalid webhook endpoint URL', [
        { message: 'invalid uri', property: 'endpoint' },
      ]);
    }
    const timestamp = new Date(ctx.clock.now()).toISOString();
    const result = await postWebhook(ctx, channel, url, [], 1);
    return {
      success: result.status !== null && result.status >= 200 && result.status < 300,
      timestamp,
      statusCode: result.status ?? 0,
      ...testOutcome(result.status, result.error),
    };
  });
}
