/**
 * LINE's error responses: `{ message, details?: [{ message?, property? }] }`, matched by clients on
 * status + message (there is no error code field).
 * https://developers.line.biz/en/reference/messaging-api/#error-responses (LINE-FACTS §4)
 */

export interface ErrorDetail {
  message?: string;
  property?: string;
}

export interface SentMessage {
  id: string;
  quoteToken?: string;
}

export interface LineErrorBody {
  message: string;
  details?: ErrorDetail[];
  sentMessages?: SentMessage[];
}

/** The OAuth endpoints (channel access tokens) answer errors in OAuth's shape instead. */
export interface OAuthErrorBody {
  error: string;
  error_description: string;
}

/** Thrown anywhere in a LINE route; the error handler turns it into LINE's response. */
export class LineApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: LineErrorBody | OAuthErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super('message' in body ? body.message : body.error_description);
  }
}

const error = (status: number, message: string, details?: ErrorDetail[]): LineApiError =>
  new LineApiError(status, details && details.length > 0 ? { message, details } : { message });

export const lineErrors = {
  missingAuthorization: () =>
    error(
      401,
      "Authorization header required. Must follow the scheme, 'Authorization: Bearer <ACCESS TOKEN>'",
    ),
  invalidToken: () =>
    error(401, 'Authentication failed. Confirm that the access token in the authorization header is valid.'),
  expiredToken: () =>
    error(
      401,
      'Authentication failed due to the following reason: The access token expired. Confirm that the access token in the authorization header is valid.',
    ),
  rateLimited: () => error(429, 'The API rate limit has been exceeded. Try again later.'),
  monthlyLimit: () => error(429, 'You have reached your monthly limit.'),
  notFound: () => error(404, 'Not found'),
  invalidReplyToken: () => error(400, 'Invalid reply token'),
  failedToSend: () => error(400, 'Failed to send messages'),
  bodyErrors: (details: ErrorDetail[]) =>
    error(400, `The request body has ${details.length} error(s)`, details),
  invalidProperty: (property: string) =>
    error(400, `The property, '${property}', in the request body is invalid (line: -, column: -)`),
  unparsableJson: (line: number | string, column: number | string) =>
    error(400, `The request body could not be parsed as JSON (line: ${line}, column: ${column})`),
  unsupportedContentType: (contentType: string) =>
    error(415, `The content type, ${contentType}, is not supported`),
  payloadTooLarge: () => error(413, 'Request Entity Too Large'),
  notAvailable: () => error(403, 'Access to this API is not available for your account'),
  internal: () => error(500, 'Internal Server Error'),
  badRequest: (message: string, details?: ErrorDetail[]) => error(400, message, details),
  invalidParameter: (name: string) => error(400, `The value for the '${name}' parameter is invalid`),
  queryErrors: (details: ErrorDetail[]) =>
    error(400, `The request body has ${details.length} error(s)`, details),
  custom: error,
};
