import { noPermissions } from '@hubline/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HubCall, signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';
import { givenLineAccount, givenLineFriend } from '../../test/line-fixtures.ts';
import { lineAccounts } from '../line-accounts/line-accounts.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const member = (hubId?: string, permissions?: ReturnType<typeof noPermissions>) =>
  signedInMember(t, { hubId, permissions });
type Call = HubCall;

async function companyWithMember(call: Call) {
  const company = (
    await call('POST', '/companies', { properties: { name: 'Sakura Trading', domain: 'sakura.jp' } })
  ).json().company;
  const contact = (
    await call('POST', '/contacts', { properties: { firstname: 'Ken', email: 'ken@sakura.jp' } })
  ).json().contact;
  await call('POST', `/companies/${company.id}/members`, { contactId: contact.id });
  return { company, contact };
}

describe('companies and roles', () => {
  it('lists members with their roles, assigns and removes roles with the spec messages', async () => {
    const { call } = await member();
    const { company, contact } = await companyWithMember(call);
    expect((await call('POST', '/association-labels', { roleLabel: 'Decision maker' })).json().msg).toBe(
      'The role Decision maker has been created.',
    );
    expect((await call('GET', '/line/chat/association-labels')).json().items).toEqual([
      { label: 'Primary', builtIn: true },
      { label: 'Decision maker', builtIn: false },
    ]);
    const role = (suffix: string, roleLabel: string, lang = 'en') =>
      call('POST', `/line/chat/company/${company.id}/contact/${contact.id}/${suffix}?lang=${lang}`, {
        roleLabel,
      });
    expect((await role('role', 'Decision maker')).json().msg).toBe(
      'Role "Decision maker" has been assigned successfully.',
    );
    expect((await role('role', 'Primary', 'ja')).json().msg).toBe('ロール「Primary」を割り当てました。');
    const members = await call('GET', `/line/chat/company/${company.id}/members-with-roles`);
    expect(members.json().items).toEqual([
      {
        contactId: contact.id,
        firstname: 'Ken',
        lastname: null,
        email: 'ken@sakura.jp',
        roleLabels: ['Decision maker', 'Primary'],
      },
    ]);
    expect((await role('role/remove', 'Primary', 'zh-TW')).json().msg).toBe(
      '已成功取消指派角色「Primary」。',
    );
    expect((await call('GET', `/contacts/${contact.id}/companies`)).json().items).toMatchObject([
      { id: company.id, properties: { name: 'Sakura Trading' } },
    ]);
  });

  it('refuses unknown roles, non-members, bad values and other hubs, writing nothing', async () => {
    const owner = await member();
    const { company, contact } = await companyWithMember(owner.call);
    const unknown = await owner.call('POST', `/line/chat/company/${company.id}/contact/${contact.id}/role`, {
      roleLabel: 'Boss',
    });
    expect(unknown.json()).toEqual({ code: 'crm.error.unknownLabel', msg: 'There is no role named Boss.' });
    const outsider = (await owner.call('POST', '/contacts', { properties: { firstname: 'Out' } })).json()
      .contact;
    const notMember = await owner.call(
      'POST',
      `/line/chat/company/${company.id}/contact/${outsider.id}/role`,
      {
        roleLabel: 'Primary',
      },
    );
    expect(notMember.json().code).toBe('crm.error.notMember');
    expect(
      (await owner.call('PATCH', `/companies/${company.id}`, { properties: { size: '10' } })).json().code,
    ).toBe('crm.error.unknownProperty');
    expect((await owner.call('POST', '/association-labels', { roleLabel: 'Primary' })).statusCode).toBe(409);

    const stranger = await member();
    expect((await stranger.call('GET', `/companies/${company.id}`)).statusCode).toBe(404);
    expect(
      (await stranger.call('GET', `/line/chat/company/${company.id}/members-with-roles`)).statusCode,
    ).toBe(404);
    expect(
      (
        await stranger.call('POST', `/line/chat/company/${company.id}/contact/${contact.id}/role`, {
          roleLabel: 'Primary',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await stranger.call('POST', `/companies/${company.id}/members`, { contactId: contact.id })).statusCode,
    ).toBe(404);
    const agent = await member(owner.hubId, noPermissions());
    expect((await agent.call('GET', `/line/chat/company/${company.id}/members-with-roles`)).statusCode).toBe(
      403,
    );
    expect(
      (await owner.call('GET', `/line/chat/company/${company.id}/members-with-roles`)).json().items[0]
        .roleLabels,
    ).toEqual([]);
  });

  it('creates the LINE group company property once per account', async () => {
    const { hubId, call } = await member();
    const { account } = await givenLineAccount(t, hubId);
    const first = await call('POST', `/line/${account.id}/create-company-property`);
    expect(first.json()).toEqual({
      propertyName: 'line_group_id_1',
      msg: 'The company property LINE Group ID _1 has been created.',
    });
    expect((await call('POST', `/line/${account.id}/create-company-property`)).statusCode).toBe(200);
    const names = (await call('GET', '/properties?object=companies'))
      .json()
      .items.map((p: { name: string }) => p.name);
    expect(names.filter((name: string) => name === 'line_group_id_1')).toHaveLength(1);
    const stranger = await member();
    expect((await stranger.call('POST', `/line/${account.id}/create-company-property`)).statusCode).toBe(404);
  });
});

describe('contact info from a conversation', () => {
  it('creates the friend its contact on the first edit and refuses bad values before creating anything', async () => {
    const { hubId, call } = await member();
    const { account } = await givenLineAccount(t, hubId);
    const friend = await givenLineFriend(t, account, 'Yui', 'U0123456789abcdef0123456789abcdef');
    const bad = await call('PATCH', `/line/chat/1/${friend.id}/properties`, {
      properties: { lifecyclestage: 'vip' },
    });
    expect(bad.json().code).toBe('crm.error.invalidValue');
    expect((await call('POST', '/contacts/search', {})).json().total).toBe(0);
    const edited = await call('PATCH', `/line/chat/1/${friend.id}/properties`, {
      properties: { lastname: 'Tanaka' },
    });
    expect(edited.json().contact.properties).toEqual({
      firstname: 'Yui',
      lastname: 'Tanaka',
      lifecyclestage: 'subscriber',
      line_user_id_1: 'U0123456789abcdef0123456789abcdef',
    });
    expect((await call('PATCH', `/line/chat/2/${friend.id}/properties`, { properties: {} })).statusCode).toBe(
      404,
    );
    const stranger = await member();
    expect(
      (
        await stranger.call('PATCH', `/line/chat/1/${friend.id}/properties`, {
          properties: { lastname: 'X' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('the account merge rule', () => {
  it('folds the friend into the contact that already has the email or the rule property', async () => {
    const { hubId, call } = await member();
    const { account } = await givenLineAccount(t, hubId);
    const known = (
      await call('POST', '/contacts', {
        properties: { firstname: 'Yui', email: 'yui@example.jp', lifecyclestage: 'customer' },
      })
    ).json().contact;
    const friend = await givenLineFriend(t, account, 'ゆい', 'U00000000000000000000000000000001');
    const merged = await call('PATCH', `/line/chat/1/${friend.id}/properties`, {
      properties: { email: 'yui@example.jp' },
    });
    expect(merged.json().contact).toMatchObject({
      id: known.id,
      properties: {
        firstname: 'Yui',
        lifecyclestage: 'customer',
        line_user_id_1: 'U00000000000000000000000000000001',
      },
    });
    expect((await call('POST', '/contacts/search', {})).json().total).toBe(1);

    // With the phone rule, a matching phone merges too; an unmatched one only updates.
    await t.deps.db.update(lineAccounts).set({ mergeBy: 'phone' }).where(eq(lineAccounts.id, account.id));
    const other = (
      await call('POST', '/contacts', { properties: { firstname: 'Ren', phone: '+81-90-0000-0000' } })
    ).json().contact;
    const second = await givenLineFriend(t, account, 'れん', 'U00000000000000000000000000000002');
    const alone = await call('PATCH', `/line/chat/1/${second.id}/properties`, {
      properties: { phone: '+81-90-1111-1111' },
    });
    expect(alone.json().contact.id).not.toBe(other.id);
    const joined = await call('PATCH', `/line/chat/1/${second.id}/properties`, {
      properties: { phone: '+81-90-0000-0000' },
    });
    expect(joined.json().contact.id).toBe(other.id);
  });
});

describe('workflows', () => {
  it('records each enrolment and shows them on the contact', async () => {
    const { call } = await member();
    const created = (await call('POST', '/workflows', { name: 'Welcome series' })).json();
    expect(created.msg).toBe('The workflow Welcome series has been created.');
    expect((await call('POST', '/workflows', { name: 'Welcome series' })).json().code).toBe(
      'crm.error.duplicateWorkflow',
    );
    const contact = (await call('POST', '/contacts', { properties: { firstname: 'Rin' } })).json().contact;
    const enroll = () => call('POST', `/workflows/${created.workflow.id}/enroll`, { contactId: contact.id });
    expect((await enroll()).json().msg).toBe('The contact has been enrolled in Welcome series.');
    await enroll();
    expect((await call('GET', '/workflows')).json().items).toMatchObject([
      { name: 'Welcome series', enrolled: 2 },
    ]);
    expect((await call('GET', `/contacts/${contact.id}/enrollments`)).json().items).toMatchObject([
      { workflowName: 'Welcome series', source: 'api' },
      { workflowName: 'Welcome series', source: 'api' },
    ]);
    const stranger = await member();
    expect(
      (await stranger.call('POST', `/workflows/${created.workflow.id}/enroll`, { contactId: contact.id }))
        .statusCode,
    ).toBe(404);
  });
});
