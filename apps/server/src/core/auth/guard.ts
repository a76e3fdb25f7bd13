import type {} from '@fastify/cookie';
import {
  APP_VERSION_HEADER,
  COOKIES,
  CSRF_HEADER,
  HUB_ID_PATTERN,
  isPermitted,
  type Permissions,
  type RoutePermission,
} from '@hubline/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.ts';
import { resolveLanguage } from '../i18n/translate.ts';
import { ipAllowed } from './ip-allowed.ts';
import { hashToken } from './tokens.ts';

/**
 * Which hub a route acts in: the `:hubId` of its path, the `hubId` of its query (a WebSocket,
 * whose address the browser builds), the session's selected hub, or none.
 */
export type HubScope = 'param' | 'query' | 'session' | 'none';

/**
 * The signed-in user a request carries. The guard reads only these fields; the module that stores
 * users declares the rest by augmenting this interface, so routes see the whole user.
 */
export interface SessionUser {
  id: string;
  active: boolean;
  lang: string;
}

/** The hub a request acts in: as `SessionUser`, the module that stores hubs declares the rest. */
export interface AccessHub {
  id: string;
  active: boolean;
  useIpRestriction: boolean;
  allowedIpAddresses: string[];
}

/** What the guard reads of a membership: its flags. */
export interface AccessMember {
  superAdmin: boolean;
  permissions: Permissions;
  adminConsole: boolean;
  mobileApp: boolean;
  hasSeat: boolean;
}

/** How the guard finds who calls: given by the composition root, from the modules that store them. */
export interface AccessLookups {
  /**
   * The live session of a token hash, its user, and the user's membership in `hubId` (or, without
   * one, in the session's selected hub); `member` and `hub` are null outside that hub.
   */
  findSessionAccess(
    tokenHash: string,
    hubId: string | null,
  ): Promise<
    | {
        sessionId: string;
        user: SessionUser;
        member: (AccessMember & { active: boolean }) | null;
        hub: AccessHub | null;
      }
    | undefined
  >;
  findHubByApiKey(apiKey: string): Promise<AccessHub | undefined>;
}

export type Principal = { kind: 'user'; user: SessionUser; sessionId: string } | { kind: 'apiKey' };

export interface Access {
  principal: Principal;
  hub: AccessHub;
  /** API keys act as the hub's super administrator. */
  member: AccessMember;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
    hub?: HubScope;
    /** A WebSocket route: a refused upgrade is accepted and closed with its own code (see `refusal`). */
    socket?: boolean;
  }
  interface FastifyRequest {
    lang: import('@hubline/contract').Language;
    access: Access | null;
    /** Why the guard refused a WebSocket upgrade, for the socket route to close with. */
    refusal: AppError | null;
  }
  interface FastifyInstance {
    /** Who calls, for `admit`. */
    accessLookups: AccessLookups;
    /** Every route with what it requires, for the permission test. */
    routeTable: { method: string; url: string; permission: RoutePermission | undefined }[];
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Routes added by plugins rather than by us: API documentation and the console's files (one wildcard). */
const PLUGIN_PUBLIC = [/^\/api\/docs(\/|$)/, /^\/\*$/];

export function requireUser(request: FastifyRequest): {
  user: SessionUser;
  sessionId: string;
  access: Access;
} {
  const access = request.access;
  if (access?.principal.kind !== 'user') throw new AppError('access.noUser');
  return { user: access.principal.user, sessionId: access.principal.sessionId, access };
}

export function requireAccess(request: FastifyRequest): Access {
  if (!request.access) throw new AppError('auth.unauthorized');
  return request.access;
}

export function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

async function authenticate(request: FastifyRequest, hubId: string | null): Promise<Access> {
  const lookups = request.server.accessLookups;
  const token = bearer(request) ?? request.cookies[COOKIES.token];
  if (!token) throw new AppError('auth.unauthorized');
  const found = await lookups.findSessionAccess(hashToken(token), hubId);
  if (found) {
    if (!found.user.active) throw new AppError('login.error.notAllowed');
    if (!found.member || !found.hub || !found.member.active || !found.hub.active)
      throw new AppError('access.denied');
    return {
      principal: { kind: 'user', user: found.user, sessionId: found.sessionId },
      hub: found.hub,
      member: found.member,
    };
  }
  const hub = bearer(request) ? await lookups.findHubByApiKey(token) : undefined;
  if (!hub?.active) throw new AppError('auth.unauthorized');
  if (hubId && hubId !== hub.id) throw new AppError('access.denied');
  const member = {
    superAdmin: true,
    permissions: {} as Permissions,
    adminConsole: true,
    mobileApp: false,
    hasSeat: false,
  };
  return { principal: { kind: 'apiKey' }, hub, member };
}

/**
 * Enforces on the server what every route declares: a route without a declaration cannot even be
 * registered. Order: language, app version (440), CSRF, identity, hub membership, IP restriction, flag.
 */
export function registerGuard(
  app: FastifyInstance,
  lookups: AccessLookups,
  webVersion: () => string | undefined,
) {
  app.decorate('accessLookups', lookups);
  app.decorate('routeTable', []);
  app.decorateRequest('lang', 'en');
  app.decorateRequest('access', null);
  app.decorateRequest('refusal', null);

  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { permission?: RoutePermission };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const pluginPublic = PLUGIN_PUBLIC.some((pattern) => pattern.test(route.url));
    if (!config.permission && !pluginPublic) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no permission`);
    }
    for (const method of methods)
      app.routeTable.push({ method, url: route.url, permission: config.permission ?? 'public' });
  });

  app.addHook('onRequest', async (request) => {
    const query = request.query as { lang?: unknown };
    request.lang = resolveLanguage({
      query: typeof query.lang === 'string' ? query.lang : undefined,
      cookie: request.cookies[COOKIES.lang],
      acceptLanguage: request.headers['accept-language'],
    });
    const config = request.routeOptions.config;
    if (!request.url.startsWith('/api/') || !config.permission) return;

    const clientVersion = request.headers[APP_VERSION_HEADER];
    const serverVersion = webVersion();
    if (typeof clientVersion === 'string' && serverVersion && clientVersion !== serverVersion)
      throw new AppError('auth.outdated');
    if (!SAFE_METHODS.has(request.method) && !bearer(request)) {
      if (!request.headers[CSRF_HEADER]) throw new AppError('auth.csrf');
      const origin = request.headers.origin;
      if (origin && originHost(origin) !== request.headers.host) throw new AppError('auth.csrf');
    }
    if (config.permission === 'public') return;
    try {
      await admit(request, config.permission, config.hub);
    } catch (error) {
      // A browser cannot read an HTTP refusal of a WebSocket upgrade (it sees only 1006), so the
      // socket route accepts the upgrade and closes it with a code the console understands.
      const upgrade = request.headers.upgrade?.toLowerCase() === 'websocket';
      if (!(config.socket && upgrade && error instanceof AppError)) throw error;
      request.refusal = error;
    }
  });
}

/** The host of an `Origin` header, or null for one that is no URL (`null`, sent by sandboxed frames and opaque origins). */
function originHost(origin: string): string | null {
  return URL.canParse(origin) ? new URL(origin).host : null;
}

/** Identity, hub membership, IP restriction and flag: sets `request.access` or throws. */
export async function admit(
  request: FastifyRequest,
  permission: Exclude<RoutePermission, 'public'>,
  hubScope: HubScope | undefined,
) {
  const params = request.params as { hubId?: string };
  const query = request.query as { hubId?: unknown; lang?: unknown };
  const scope: HubScope = hubScope ?? (params.hubId ? 'param' : 'session');
  const hubId =
    scope === 'param'
      ? (params.hubId ?? null)
      : scope === 'query' && typeof query.hubId === 'string'
        ? query.hubId
        : null;
  // A hub id of another shape (a NUL, a typo) names no hub the caller belongs to, and never reaches a query.
  if (hubId !== null && !HUB_ID_PATTERN.test(hubId)) throw new AppError('access.denied');
  const access = await authenticate(request, hubId);
  request.access = access;
  if (!(query.lang || request.cookies[COOKIES.lang]) && access.principal.kind === 'user') {
    request.lang = resolveLanguage({ userLang: access.principal.user.lang });
  }
  if (
    scope !== 'none' &&
    access.hub.useIpRestriction &&
    !ipAllowed(request.ip, access.hub.allowedIpAddresses)
  ) {
    throw new AppError('access.ipRestricted', { ip: request.ip });
  }
  if (permission !== 'session' && !isPermitted(access.member, permission)) {
    throw new AppError('access.forbidden');
  }
  return access;
}

/** The signed-in user behind a request, or null for the hub's API key. */
export function actorId(access: Access): string | null {
  return access.principal.kind === 'user' ? access.principal.user.id : null;
}
