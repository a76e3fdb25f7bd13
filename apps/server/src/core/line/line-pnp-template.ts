import { HTTPFetchError } from '@line/bot-sdk';

/**
 * LINE notification message (template) as LINE takes it: the hashed phone number, a template key,
 * and its items and buttons. https://developers.line.biz/en/reference/line-notification-messages/#send-line-notification-message-template
 */
export interface PnpTemplateRequest {
  /** SHA-256 hex of the E.164 number. */
  to: string;
  templateKey: string;
  body: {
    emphasizedItem?: { itemKey: string; content: string };
    items: { itemKey: string; content: string }[];
    buttons: { buttonKey: string; url: string }[];
  };
}

/** The template push of one channel; the SDK does not have it (it is not in LINE's OpenAPI yet). */
export interface LineNotifications {
  /** Answers LINE's 202; a refusal throws the SDK's HTTPFetchError, so line-send classifies it. */
  pushTemplate(request: PnpTemplateRequest, deliveryTag?: string): Promise<void>;
}

/** The call as the SDK makes its own (same headers, same error), at LINE's documented path. */
export function lineNotifications(baseUrl: string, accessToken: string): LineNotifications {
  return {
    async pushTemplate(request, deliveryTag) {
      const response = await fetch(new URL('/v2/bot/message/pnp/templated/push', baseUrl), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${accessToken}`,
          'content-type': 'application/json',
          ...(deliveryTag ? { 'x-line-delivery-tag': deliveryTag } : {}),
        },
        body: JSON.stringify(request),
      });
      const body = await response.text();
      if (!response.ok) {
        const { status, statusText, headers } = response;
        throw new HTTPFetchError(`${status} - ${statusText}`, { status, statusText, headers, body });
      }
    },
  };
}
