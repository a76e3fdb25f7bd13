import { HTTPFetchError } from '@line/bot-sdk';

/** LINE's error body (LINE-FACTS §4): a message, and per property what is wrong. */
export interface LineErrorBody {
  message?: string;
  details?: { message?: string; property?: string }[];
}

/** The JSON body LINE answered with; anything else (an HTML error page) as an empty one. */
export function lineErrorBody(error: unknown): LineErrorBody {
  if (!(error instanceof HTTPFetchError)) return {};
  try {
    const body: unknown = JSON.parse(error.body);
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as LineErrorBody) : {};
  } catch {
    return {};
  }
}

/**
 * Pure: LINE's refusal in LINE's words, for the user to read instead of a bare status: its message
 * and each detail's property and reason (`The request body has 1 error(s): messages[0].text: May
 * not be empty`); null when LINE said nothing readable.
 */
export function lineReasonOf(body: LineErrorBody): string | null {
  const details = (body.details ?? [])
    .map((detail) => [detail.property, detail.message].filter(Boolean).join(': '))
    .filter(Boolean);
  const parts = [body.message, details.join('; ')].filter(Boolean);
  return parts.length > 0 ? shortLineReason(parts.join(': ')) : null;
}

/** LINE's words as we keep and show them: enough to read the cause, not a page of details. */
export const shortLineReason = (text: string) => text.slice(0, 500);
