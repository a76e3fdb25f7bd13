import { noPermissions, type PermissionFlag } from '@hubline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpMethod, signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A member holding only `flags`, beside their new hub's administrator. */
async function memberWith(...flags: PermissionFlag[]) {
  const admin = await signedInMember(t);
  const permissions = { ...noPermissions(), ...Object.fromEntries(flags.map((flag) => [flag, true])) };
  const member = await signedInMember(t, { hubId: admin.hubId, permissions });
  return { admin, member };
}

// Reading a list reveals its contacts, so the reads are the Lists screen's and the composer's.
const LIST_READS: [HttpMethod, string, object?][] = [
  ['GET', '/lists'],
  [
    'POST',
    '/lists/preview',
    { filters: [{ propertyName: 'lifecyclestage', operator: 'EQ', value: 'lead' }] },
  ],
];

describe('what CRM reads require', () => {
  it('an agent with only the inbox cannot read lists, their members or a preview', async () => {
    const { admin, member } = await memberWith('permissionInbox');
    const created = await admin.call('POST', '/lists', { name: 'VIP', kind: 'static' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().list.id;
    const reads: [HttpMethod, string, object?][] = [
      ...LIST_READS,
      ['GET', `/lists/${id}`],
      ['GET', `/lists/${id}/members`],
    ];
    for (const [method, path, payload] of reads) {
      const response = await member.call(method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json().code).toBe('access.forbidden');
    }
  });

  it('a broadcaster reads lists', async () => {
    const { member } = await memberWith('permissionBroadcasts');
    for (const [method, path, payload] of LIST_READS)
      expect((await member.call(method, path, payload)).statusCode, `${method} ${path}`).toBe(200);
  });

  it('owners and properties are read with either the inbox or broadcasts, and not without', async () => {
    for (const [flags, status] of [
      [['permissionInbox'], 200],
      [['permissionBroadcasts'], 200],
      [['permissionTags'], 403],
    ] as const) {
      const { member } = await memberWith(...flags);
      for (const path of ['/owners', '/properties'])
        expect((await member.call('GET', path)).statusCode, `${flags} ${path}`).toBe(status);
    }
  });

  it('pipelines are the inbox’s and workflows the composer’s', async () => {
    for (const [flag, path] of [
      ['permissionInbox', '/tickets/pipelines'],
      ['permissionBroadcasts', '/workflows'],
    ] as const) {
      const other = flag === 'permissionInbox' ? 'permissionBroadcasts' : 'permissionInbox';
      expect((await (await memberWith(flag)).member.call('GET', path)).statusCode, path).toBe(200);
      expect((await (await memberWith(other)).member.call('GET', path)).statusCode, path).toBe(403);
    }
  });
});
