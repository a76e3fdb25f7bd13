import { noPermissions, PERMISSION_FLAGS } from '@hubline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLookups } from '../../composition/access-lookups.ts';
import { givenMember, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DECLARATIONS = new Set<string>(['public', 'session', 'superAdmin', ...PERMISSION_FLAGS]);
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Our API routes (plugin routes such as the docs and static files are public by construction). */
function apiRoutes() {
  return t.app.routeTable.filter(
    (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD',
  );
}

function fill(url: string, hubId: string) {
  return url.replace(':hubId', hubId).replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
}

describe('route permissions', () => {
  it('every registered route declares what it requires', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes)
      for (const declared of [route.permission].flat())
        expect(DECLARATIONS, `${route.method} ${route.url}`).toContain(declared);
  });

  it('a route without a declaration cannot be registered', async () => {
    const { default: Fastify } = await import('fastify');
    const { registerGuard } = await import('./guard.ts');
    const app = Fastify();
    registerGuard(app, accessLookups(t.deps.db), () => undefined);
    expect(() => app.get('/api/undeclared', async () => 'data')).toThrow(
      'Route GET /api/undeclared declares no permission',
    );
    await app.close();
  });

  it('every non-public route answers 401 without a session', async () => {
    const { hubId } = await givenMember(t);
    for (const route of apiRoutes().filter((r) => r.permission !== 'public')) {
      const response = await t.request({
        method: route.method as Method,
        url: fill(route.url, hubId),
        payload: {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('a member without the flag is refused with 403 on every flagged route', async () => {
    const { hubId } = await givenMember(t);
    const { user } = await givenMember(t, { hubId, superAdmin: false, permissions: noPermissions() });
    const { cookie } = await signIn(t, user.email);
    const flagged = apiRoutes().filter(
      (route) => route.permission !== 'public' && route.permission !== 'session',
    );
    expect(flagged.length).toBeGreaterThan(0);
    for (const route of flagged) {
      const response = await t.request({
        method: route.method as Method,
        url: fill(route.url, hubId),
        headers: { cookie },
        payload: {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().code).toBe('access.forbidden');
    }
  });

  it('a member of another hub gets 403 and no data on every hub route', async () => {
    const { hubId } = await givenMember(t);
    const stranger = await givenMember(t);
    const { cookie } = await signIn(t, stranger.user.email);
    const hubRoutes = apiRoutes().filter((route) => route.url.includes(':hubId'));
    expect(hubRoutes.length).toBeGreaterThan(3);
    for (const route of hubRoutes) {
      const response = await t.request({
        method: route.method as Method,
        url: fill(route.url, hubId),
        headers: { cookie },
        payload: {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(Object.keys(response.json()).sort()).toEqual(['code', 'msg']);
    }
  });

  it('a member with only the flag passes the guard', async () => {
    const { hubId } = await givenMember(t);
    const { user } = await givenMember(t, {
      hubId,
      superAdmin: false,
      permissions: { ...noPermissions(), permissionAccount: true },
    });
    const { cookie } = await signIn(t, user.email);
    const response = await t.request({ method: 'GET', url: `/api/${hubId}/account`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().hubId).toBe(hubId);
  });
});
