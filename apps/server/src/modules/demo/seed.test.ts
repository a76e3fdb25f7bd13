import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { hubs } from '../hubs/hubs.schema.ts';
import { users } from '../users/users.schema.ts';
import { seedDemo } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const demo = {
  adminEmail: 'admin@example.com',
  adminPassword: 'Hubline-demo1',
  agentEmail: 'agent@example.com',
  agentPassword: 'Hubline-agent1',
};

describe('demo seed', () => {
  it('seeds once, even when several processes start together', async () => {
    const results = await Promise.all([
      seedDemo(t.deps.db, demo),
      seedDemo(t.deps.db, demo),
      seedDemo(t.deps.db, demo),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await seedDemo(t.deps.db, demo)).toBeUndefined();
    expect((await t.deps.db.select({ n: count() }).from(hubs))[0]?.n).toBe(2);
    expect((await t.deps.db.select({ n: count() }).from(users))[0]?.n).toBe(2);
  });

  it('lets the administrator and the agent sign in with their permissions', async () => {
    const admin = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demo.adminEmail, password: demo.adminPassword },
    });
    const agent = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demo.agentEmail, password: demo.agentPassword },
    });
    const profile = (response: typeof admin) =>
      t
        .request({
          method: 'GET',
          url: '/api/profile',
          headers: { authorization: `Bearer ${response.json().access_token}` },
        })
        .then((r) => r.json());
    expect(await profile(admin)).toMatchObject({
      superAdmin: true,
      accounts: [{ name: 'Hubline Demo' }, { name: 'Hubline Demo Taiwan' }],
    });
    expect(await profile(agent)).toMatchObject({
      superAdmin: false,
      permissions: { permissionInbox: true, permissionAccount: false },
    });
  });
});
