import { noPermissions, type Pipeline } from '@hubline/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { givenLineAccount, givenLineFriend } from '../../test/line-fixtures.ts';
import { lineUsers } from '../line-accounts/line-accounts.schema.ts';
import { crmContacts, crmDeals, crmPipelines, crmTickets } from './builtin/crm.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A hub member signed in, with a LINE friend (`vid`) that has no CRM contact yet. */
async function inbox(options: { hubId?: string; inboxAllowed?: boolean } = {}) {
  const { hubId, user } = await givenMember(t, {
    hubId: options.hubId,
    ...(options.inboxAllowed === false && { superAdmin: false, permissions: noPermissions() }),
  });
  const { cookie } = await signIn(t, user.email);
  const call = (method: Method, path: string, payload?: object) =>
    t.request({ method, url: `/api/${hubId}${path}`, headers: { cookie }, payload });
  const { account } = await givenLineAccount(t, hubId);
  const friend = await givenLineFriend(t, account);
  const contactOf = async () =>
    (await t.deps.db.select().from(lineUsers).where(eq(lineUsers.id, friend.id)))[0]?.contactId ?? null;
  const pipeline = async (object: 'tickets' | 'deals') => {
    const [first] = (await call('GET', `/${object}/pipelines`)).json().items as Pipeline[];
    if (!first) throw new Error('no pipeline');
    const stage = (label: string) => first.stages.find((s) => s.label === label)?.id ?? 'none';
    return { id: first.id, stage };
  };
  return { hubId, user, call, vid: friend.id, contactOf, pipeline };
}

const countOf = async (table: typeof crmTickets | typeof crmDeals, hubId: string) =>
  (await t.deps.db.select({ n: count() }).from(table).where(eq(table.hubId, hubId)))[0]?.n;

describe('pipelines', () => {
  it("gives every hub HubSpot's default ticket and deal pipelines once, even on concurrent first reads", async () => {
    const { hubId, call } = await inbox();
    const reads = await Promise.all([
      call('GET', '/tickets/pipelines'),
      call('GET', '/tickets/pipelines'),
      t.deps.crm.pipelines.list(hubId, 'tickets'),
      t.deps.crm.pipelines.list(hubId, 'tickets'),
      call('GET', '/deals/pipelines'),
      t.deps.crm.pipelines.list(hubId, 'deals'),
      call('GET', '/deals/pipelines'),
    ]);
    expect(reads.filter((read) => 'statusCode' in read).map((read) => read.statusCode)).toEqual([
      200, 200, 200, 200,
    ]);
    const [tickets] = (await call('GET', '/tickets/pipelines')).json().items as Pipeline[];
    expect((await call('GET', '/tickets/pipelines')).json().items).toHaveLength(1);
    expect(tickets?.stages.map(({ label, isClosed, probability }) => [label, isClosed, probability])).toEqual(
      [
        ['New', false, null],
        ['Waiting on contact', false, null],
        ['Waiting on us', false, null],
        ['Closed', true, null],
      ],
    );
    const deals = (await call('GET', '/deals/pipelines')).json().items as Pipeline[];
    expect(deals).toHaveLength(1);
    expect(deals[0]?.stages.map(({ label, probability }) => [label, probability])).toEqual([
      ['Appointment scheduled', 0.2],
      ['Qualified to buy', 0.4],
      ['Presentation scheduled', 0.6],
      ['Decision maker bought-in', 0.8],
      ['Contract sent', 0.9],
      ['Closed won', 1],
      ['Closed lost', 0],
    ]);
    const rows = await t.deps.db
      .select({ n: count() })
      .from(crmPipelines)
      .where(eq(crmPipelines.hubId, hubId));
    expect(rows[0]?.n).toBe(2);
  });
});

describe('tickets of a conversation', () => {
  it('creates, edits, closes and deletes a ticket, moving it between the open and closed tabs', async () => {
    const { call, vid, contactOf, pipeline } = await inbox();
    expect((await call('GET', `/line/chat/${vid}/tickets`)).json()).toEqual({ items: [] });
    expect(await contactOf()).toBeNull();
    const support = await pipeline('tickets');
    const created = await call('POST', `/line/chat/${vid}/ticket`, {
      subject: 'Order arrived broken',
      content: 'The cup was cracked.',
      pipelineId: support.id,
      stageId: support.stage('New'),
    });
    expect(created.json()).toMatchObject({
      msg: 'The ticket has been created.',
      ticket: { subject: 'Order arrived broken', status: 'open', pipelineId: support.id },
    });
    const { id, contactId } = created.json().ticket;
    expect(contactId).toBe(await contactOf());
    const tab = async (status: string) =>
      (await call('GET', `/line/chat/${vid}/tickets?status=${status}`))
        .json()
        .items.map((x: { id: string }) => x.id);
    expect([await tab('open'), await tab('closed')]).toEqual([[id], []]);

    const renamed = await call('PATCH', `/line/chat/${vid}/ticket/${id}`, { subject: 'Broken cup' });
    expect(renamed.json()).toMatchObject({
      msg: 'The ticket has been saved.',
      ticket: { subject: 'Broken cup', content: 'The cup was cracked.', status: 'open' },
    });
    const closed = await call('PATCH', `/line/chat/${vid}/ticket/${id}`, {
      stageId: support.stage('Closed'),
    });
    expect(closed.json().ticket).toMatchObject({ status: 'closed', subject: 'Broken cup' });
    expect([await tab('open'), await tab('closed')]).toEqual([[], [id]]);

    expect((await call('DELETE', `/line/chat/${vid}/ticket/${id}`)).json()).toEqual({
      msg: 'The ticket has been deleted.',
    });
    expect((await call('GET', `/line/chat/${vid}/tickets`)).json().items).toEqual([]);
    expect((await call('DELETE', `/line/chat/${vid}/ticket/${id}`)).statusCode).toBe(404);
  });

  it('refuses an unknown pipeline or a stage of another pipeline, in the user language, writing nothing', async () => {
    const { hubId, call, vid, contactOf, pipeline } = await inbox();
    const support = await pipeline('tickets');
    const sales = await pipeline('deals');
    const unknownPipeline = await call('POST', `/line/chat/${vid}/ticket?lang=ja`, {
      subject: 'x',
      pipelineId: sales.id,
      stageId: sales.stage('Closed won'),
    });
    expect(unknownPipeline.statusCode).toBe(400);
    expect(unknownPipeline.json()).toEqual({
      code: 'crm.error.unknownPipeline',
      msg: 'このパイプラインはありません。一覧から選んでください。',
    });
    const otherStage = await call('POST', `/line/chat/${vid}/ticket`, {
      subject: 'x',
      pipelineId: support.id,
      stageId: sales.stage('Closed won'),
    });
    expect(otherStage.json()).toEqual({
      code: 'crm.error.unknownStage',
      msg: 'This stage is not in the chosen pipeline.',
    });
    // Nothing written: not the ticket, nor the contact a first write would have created.
    expect(await contactOf()).toBeNull();
    expect(await countOf(crmTickets, hubId)).toBe(0);

    const { id } = (
      await call('POST', `/line/chat/${vid}/ticket`, {
        subject: 'Kept',
        pipelineId: support.id,
        stageId: support.stage('New'),
      })
    ).json().ticket;
    const moved = await call('PATCH', `/line/chat/${vid}/ticket/${id}`, {
      subject: 'Changed',
      stageId: sales.stage('Contract sent'),
    });
    expect(moved.json().code).toBe('crm.error.unknownStage');
    expect((await call('GET', `/line/chat/${vid}/tickets`)).json().items).toEqual([
      expect.objectContaining({ subject: 'Kept', stageId: support.stage('New') }),
    ]);
  });
});

describe('deals, notes and tasks of a conversation', () => {
  it('keeps deals with checked amounts and stages', async () => {
    const { hubId, call, vid, pipeline } = await inbox();
    const sales = await pipeline('deals');
    const deal = {
      dealname: 'Wedding catering',
      pipeline: sales.id,
      dealstage: sales.stage('Qualified to buy'),
      amount: '120000.50',
    };
    const refused = await call('POST', `/line/chat/${vid}/deal?lang=ja`, { ...deal, amount: '12,000' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ amount: '1200や1200.50のように金額を入力してください。' });
    expect(await countOf(crmDeals, hubId)).toBe(0);

    const created = await call('POST', `/line/chat/${vid}/deal`, deal);
    expect(created.json()).toMatchObject({
      msg: 'The deal has been created.',
      deal: { dealname: 'Wedding catering', amount: '120000.50', closeDate: null },
    });
    const { id } = created.json().deal;
    const won = await call('PATCH', `/line/chat/${vid}/deal/${id}`, {
      dealstage: sales.stage('Closed won'),
      closeDate: '2026-11-30T09:00:00.000Z',
    });
    expect(won.json()).toMatchObject({
      msg: 'The deal has been saved.',
      deal: {
        dealstage: sales.stage('Closed won'),
        amount: '120000.50',
        closeDate: '2026-11-30T09:00:00.000Z',
      },
    });
    expect((await call('PATCH', `/line/chat/${vid}/deal/${id}`, { amount: '1.234' })).statusCode).toBe(400);
    expect((await call('GET', `/line/chat/${vid}/deals`)).json().items).toHaveLength(1);
    expect((await call('DELETE', `/line/chat/${vid}/deal/${id}`)).json().msg).toBe(
      'The deal has been deleted.',
    );
    expect((await call('GET', `/line/chat/${vid}/deals`)).json().items).toEqual([]);
  });

  it("keeps notes with their creator's name, newest first, editable and deletable", async () => {
    const { user, call, vid } = await inbox();
    const first = await call('POST', `/line/chat/${vid}/note`, { body: 'Prefers LINE to e-mail.' });
    expect(first.json()).toMatchObject({
      msg: 'The note has been added.',
      note: { body: 'Prefers LINE to e-mail.', creatorId: user.id, creator: 'Test user' },
    });
    expect(Date.parse(first.json().note.date)).not.toBeNaN();
    const second = (await call('POST', `/line/chat/${vid}/note`, { body: 'Allergic to nuts.' })).json().note;
    const bodies = async () =>
      (await call('GET', `/line/chat/${vid}/notes`)).json().items.map((n: { body: string }) => n.body);
    expect(await bodies()).toEqual(['Allergic to nuts.', 'Prefers LINE to e-mail.']);
    expect((await call('POST', `/line/chat/${vid}/note`, { body: '  ' })).statusCode).toBe(400);

    const edited = await call('PATCH', `/line/chat/${vid}/note/${second.id}`, {
      body: 'Allergic to peanuts.',
    });
    expect(edited.json()).toMatchObject({
      msg: 'The note has been saved.',
      note: { body: 'Allergic to peanuts.', creator: 'Test user', date: second.date },
    });
    expect((await call('DELETE', `/line/chat/${vid}/note/${first.json().note.id}`)).json()).toEqual({
      msg: 'The note has been deleted.',
    });
    expect(await bodies()).toEqual(['Allergic to peanuts.']);
  });

  it('toggles a task completed, and a patch changes only what it sends', async () => {
    const { user, call, vid } = await inbox();
    const created = await call('POST', `/line/chat/${vid}/task`, {
      subject: 'Call back about the order',
      body: 'After 3 pm',
      dueDate: '2026-12-01T06:00:00.000Z',
      ownerId: user.id,
    });
    expect(created.json()).toMatchObject({
      msg: 'The task has been created.',
      task: { completed: false, dueDate: '2026-12-01T06:00:00.000Z', ownerId: user.id },
    });
    const { id } = created.json().task;
    const done = await call('PATCH', `/line/chat/${vid}/task/${id}`, { completed: true });
    expect(done.json()).toMatchObject({ msg: 'The task has been saved.', task: { completed: true } });
    const renamed = await call('PATCH', `/line/chat/${vid}/task/${id}`, { subject: 'Call back' });
    expect(renamed.json().task).toMatchObject({ subject: 'Call back', body: 'After 3 pm', completed: true });
    const reopened = await call('PATCH', `/line/chat/${vid}/task/${id}`, { completed: false, dueDate: null });
    expect(reopened.json().task).toMatchObject({ completed: false, dueDate: null });
    expect((await call('GET', `/line/chat/${vid}/tasks`)).json().items).toHaveLength(1);
    expect((await call('DELETE', `/line/chat/${vid}/task/${id}`)).json().msg).toBe(
      'The task has been deleted.',
    );
  });
});

describe('a company', () => {
  it('has notes and deals of its own', async () => {
    const { hubId, call, pipeline } = await inbox();
    const company = await t.deps.crm.companies.create(hubId, { name: 'Sakura Trading' });
    const sales = await pipeline('deals');
    await t.deps.crm.deals.create(
      hubId,
      { companyId: company.id },
      { dealname: 'Office coffee', pipeline: sales.id, dealstage: sales.stage('Contract sent') },
      null,
    );
    expect((await call('GET', `/line/chat/company/${company.id}/notes`)).json()).toEqual({ items: [] });
    const note = await call('POST', `/line/chat/company/${company.id}/note`, { body: 'Renews in April.' });
    expect(note.json()).toMatchObject({
      msg: 'The note has been added.',
      note: { body: 'Renews in April.', companyId: company.id, contactId: null, creator: 'Test user' },
    });
    expect((await call('GET', `/line/chat/company/${company.id}/notes`)).json().items).toHaveLength(1);
    expect((await call('GET', `/line/chat/company/${company.id}/deals`)).json().items).toEqual([
      expect.objectContaining({ dealname: 'Office coffee', companyId: company.id, amount: null }),
    ]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/line/chat/company/${unknown}/deals`)).statusCode).toBe(404);
  });
});

describe('refusals', () => {
  it("answers 404 and no data for another hub's conversations, records and companies", async () => {
    const owner = await inbox();
    const support = await owner.pipeline('tickets');
    const ticket = (
      await owner.call('POST', `/line/chat/${owner.vid}/ticket`, {
        subject: 'Secret',
        pipelineId: support.id,
        stageId: support.stage('New'),
      })
    ).json().ticket;
    const note = (await owner.call('POST', `/line/chat/${owner.vid}/note`, { body: 'Secret' })).json().note;
    const company = await t.deps.crm.companies.create(owner.hubId, { name: 'Secret Co' });

    const stranger = await inbox();
    expect((await stranger.call('GET', `/line/chat/${owner.vid}/tickets`)).statusCode).toBe(404);
    expect((await stranger.call('GET', `/line/chat/${owner.vid}/notes`)).statusCode).toBe(404);
    expect((await stranger.call('POST', `/line/chat/${owner.vid}/note`, { body: 'Mine' })).statusCode).toBe(
      404,
    );
    // Through the stranger's own conversation, the owner's record ids are not found either.
    const ownVid = `/line/chat/${stranger.vid}`;
    expect(
      (await stranger.call('PATCH', `${ownVid}/ticket/${ticket.id}`, { subject: 'Mine' })).statusCode,
    ).toBe(404);
    expect((await stranger.call('DELETE', `${ownVid}/ticket/${ticket.id}`)).statusCode).toBe(404);
    expect((await stranger.call('PATCH', `${ownVid}/note/${note.id}`, { body: 'Mine' })).statusCode).toBe(
      404,
    );
    expect((await stranger.call('DELETE', `${ownVid}/note/${note.id}`)).statusCode).toBe(404);
    expect((await stranger.call('GET', `/line/chat/company/${company.id}/notes`)).statusCode).toBe(404);
    expect((await stranger.call('GET', `/line/chat/company/${company.id}/deals`)).statusCode).toBe(404);
    expect((await stranger.call('PATCH', `${ownVid}/task/not-a-uuid`, { completed: true })).statusCode).toBe(
      404,
    );
    expect(await stranger.contactOf()).toBeNull();
    // The stranger's pipelines are their own.
    expect((await stranger.pipeline('tickets')).id).not.toBe(support.id);

    expect((await owner.call('GET', `/line/chat/${owner.vid}/tickets`)).json().items).toEqual([
      expect.objectContaining({ subject: 'Secret' }),
    ]);
    expect((await owner.call('GET', `/line/chat/${owner.vid}/notes`)).json().items).toEqual([
      expect.objectContaining({ body: 'Secret' }),
    ]);
    const contacts = await t.deps.db
      .select({ n: count() })
      .from(crmContacts)
      .where(eq(crmContacts.hubId, stranger.hubId));
    expect(contacts[0]?.n).toBe(0);
  });

  it('refuses a member without permissionInbox, pipelines included', async () => {
    const owner = await inbox();
    const viewer = await inbox({ hubId: owner.hubId, inboxAllowed: false });
    for (const [method, path, payload] of [
      ['GET', `/line/chat/${owner.vid}/tickets`],
      ['POST', `/line/chat/${owner.vid}/note`, { body: 'x' }],
      ['GET', `/line/chat/${owner.vid}/deals`],
      ['PATCH', `/line/chat/${owner.vid}/task/00000000-0000-4000-8000-000000000000`, { completed: true }],
      ['GET', '/deals/pipelines'],
    ] as const) {
      const response = await viewer.call(method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json().code).toBe('access.forbidden');
    }
    expect(await owner.contactOf()).toBeNull();
  });
});
