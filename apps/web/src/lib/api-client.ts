import { APP_VERSION_HEADER, CSRF_HEADER, type ErrorBody } from '@hubline/contract';
import { i18n } from '../i18n/index';
import { deleteHubIdCookie } from './cookies';
import { loginPath } from './paths';

/** A failed call: the server's translated `msg`, its `code` and per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, body: ErrorBody) {
    super(body.msg);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? {};
  }
}

export const NETWORK_ERROR_CODE = 'network';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  query?: Record<string, string | undefined>;
  /** False for the sign-in call, whose 401 means a wrong password rather than an ended session. */
  redirectOn401?: boolean;
}

let navigate: (to: string) => void = (to) => window.location.assign(to);

/** The router registers itself so a 401 navigates without a full page load. */
export function setApiNavigator(fn: (to: string) => void) {
  navigate = fn;
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.msg === 'string' && typeof body.code === 'string';
}

function noResponse(status: number) {
  return new ApiError(status, {
    msg: i18n.t('error.noResponse', { ns: 'common' }),
    code: NETWORK_ERROR_CODE,
  });
}

function buildUrl(path: string, query: RequestOptions['query']) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function onUnauthorized() {
  deleteHubIdCookie();
  const { pathname, search } = window.location;
  if (!pathname.startsWith('/auth/')) navigate(loginPath(`${pathname}${search}`));
}

/** Sends the request; answers the response when it is OK, else throws the server's ApiError. */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = { [CSRF_HEADER]: '1', accept };
  if (__BUILD_ID__ !== 'dev') headers[APP_VERSION_HEADER] = __BUILD_ID__;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
    });
  } catch {
    throw noResponse(0);
  }

  if (response.ok) return response;
  const payload: unknown = await response.json().catch(() => null);
  if (response.status === 440) window.location.reload();
  if (response.status === 401 && options.redirectOn401 !== false) onUnauthorized();
  if (!isErrorBody(payload)) throw noResponse(response.status);
  throw new ApiError(response.status, payload);
}

/** The one fetch wrapper: same-origin cookies, CSRF and version headers, typed errors. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The file name of a Content-Disposition header (filename*= first), if it has one. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // Not percent-encoded after all: fall back to the plain filename.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim();
}

/** A file answer (an export): its content and the file name the server gave it; a body makes it a POST. */
export async function apiDownload(
  path: string,
  query?: RequestOptions['query'],
  body?: unknown,
): Promise<{ blob: Blob; fileName: string | undefined }> {
  const response = await send(path, { query, body, method: body === undefined ? 'GET' : 'POST' }, '*/*');
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query']) => apiRequest<T>(path, { query }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body' | 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};

/** Hub-scoped API path: /api/{hubId}/... */
export function hubApi(hubId: string, path: string) {
  return `/api/${encodeURIComponent(hubId)}/${path}`;
}
