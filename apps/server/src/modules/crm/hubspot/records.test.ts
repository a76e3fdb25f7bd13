import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHubspotCrm } from '../../../test/hubspot-crm.ts';

let h: Awaited<ReturnType<typeof startHubspotCrm>>;
let contactId: string;
beforeAll(async () => {
  h = await startHubspotCrm();
  contactId = (await h.crm.contacts.create(h.hubId, { email: 'mei@example.com', firstname: 'Mei' })).id;
});
afterAll(() => h?.close());

describe('HubSpot pipelines', () => {
  it("are HubSpot's defaults, closed stages and odds mapped", async () => {
    const [tickets] = await h.crm.pipelines.list(h.hubId, 'tickets');
    expect(tickets?.id).toBe('0');
    expect(tickets?.stages.map((stage) => stage.isClosed)).toEqual([false, false, false, true]);
    expect(tickets?.stages.every((stage) => stage.probability === null)).toBe(true);
    const [deals] = await h.crm.pipelines.list(h.hubId, 'deals');
    expect(deals?.id).toBe('default');
    expect(deals?.stages[0]).toMatchObject({ id: 'appointmentscheduled', isClosed: false, probability: 0.2 });
    expect(deals?.stages.find((stage) => stage.id === 'closedwon')).toMatchObject({
      isClosed: true,
      probability: 1,
    });
  });
});

describe('HubSpot tickets', () => {
  it('are created about a contact, listed, closed by their stage and deleted', async () => {
    const [pipeline] = await h.crm.pipelines.list(h.hubId, 'tickets');
    const [open, , , closed] = pipeline?.stages ?? [];
    const about = { contactId };
    const ticket = await h.crm.tickets.create(
      h.hubId,
      about,
      { subject: 'Broken order', content: 'Box arrived empty', pipelineId: '0', stageId: open?.id ?? '' },
      h.user.id,
    );
    expect(ticket).toMatchObject({ subject: 'Broken order', status: 'open', contactId, companyId: null });
    expect((await h.crm.tickets.list(h.hubId, about)).map((found) => found.id)).toEqual([ticket.id]);

    const done = await h.crm.tickets.update(h.hubId, ticket.id, { stageId: closed?.id });
    expect(done).toMatchObject({ status: 'closed', stageId: closed?.id, subject: 'Broken order', contactId });
    expect(await h.crm.tickets.update(h.hubId, '999999', { subject: 'x' })).toBeUndefined();

    expect(await h.crm.tickets.remove(h.hubId, ticket.id)).toBe(true);
    expect(await h.crm.tickets.remove(h.hubId, ticket.id)).toBe(false);
    expect(await h.crm.tickets.list(h.hubId, about)).toEqual([]);
  });

  it('refuse an unknown pipeline or stage before writing anything', async () => {
    const about = { contactId };
    const ticketWrites = () =>
      h.sandbox.control.requests({ pathPrefix: '/crm/v3/objects/tickets', method: 'POST' }).length;
    const before = ticketWrites();
    const input = { subject: 'Nope', content: '', pipelineId: '0', stageId: 'nosuchstage' };
    await expect(h.crm.tickets.create(h.hubId, about, input, null)).rejects.toMatchObject({
      code: 'crm.error.unknownStage',
    });
    await expect(
      h.crm.tickets.create(h.hubId, about, { ...input, pipelineId: 'nosuchpipeline' }, null),
    ).rejects.toMatchObject({ code: 'crm.error.unknownPipeline' });
    expect(ticketWrites()).toBe(before);
    await expect(
      h.crm.tickets.create(h.hubId, { contactId: '999999' }, { ...input, stageId: '1' }, null),
    ).rejects.toMatchObject({ code: 'error.notFound' });
    expect(await h.crm.tickets.list(h.hubId, about)).toEqual([]);
  });
});

describe('HubSpot deals, notes and tasks', () => {
  it('keep a deal with its amount and close date', async () => {
    const deal = await h.crm.deals.create(
      h.hubId,
      { contactId },
      {
        dealname: 'Annual plan',
        pipeline: 'default',
        dealstage: 'qualifiedtobuy',
        amount: '1500.50',
        closeDate: '2026-03-31T00:00:00.000Z',
      },
      null,
    );
    expect(deal).toMatchObject({
      dealname: 'Annual plan',
      amount: '1500.50',
      closeDate: '2026-03-31T00:00:00.000Z',
    });
    const won = await h.crm.deals.update(h.hubId, deal.id, { dealstage: 'closedwon', amount: '1600' });
    expect(won).toMatchObject({ dealstage: 'closedwon', amount: '1600', dealname: 'Annual plan' });
    await expect(h.crm.deals.update(h.hubId, deal.id, { dealstage: '1' })).rejects.toMatchObject({
      code: 'crm.error.unknownStage',
    });
    expect((await h.crm.deals.list(h.hubId, { contactId }))[0]).toMatchObject({
      id: deal.id,
      amount: '1600',
    });
  });

  it('name the owner with the writer’s email as a note’s creator, and no one otherwise', async () => {
    const owner = h.sandbox.control.createOwner(h.portal.portalId, {
      email: h.user.email,
      firstName: 'Rep',
      lastName: 'Lin',
    });
    const note = await h.crm.notes.create(h.hubId, { contactId }, { body: 'Called back' }, h.user.id);
    expect(note).toMatchObject({
      body: 'Called back',
      creatorId: String(owner.id),
      creator: 'Rep Lin',
      contactId,
    });
    expect(Date.parse(note.date)).toBeGreaterThan(Date.now() - 60_000);
    const system = await h.crm.notes.create(h.hubId, { contactId }, { body: 'Logged' }, null);
    expect(system).toMatchObject({ creatorId: null, creator: '' });
    const edited = await h.crm.notes.update(h.hubId, note.id, { body: 'Called back twice' });
    expect(edited).toMatchObject({ body: 'Called back twice', creator: 'Rep Lin' });
    const listed = await h.crm.notes.list(h.hubId, { contactId });
    expect(listed.map((found) => found.id).sort()).toEqual([note.id, system.id].sort());
  });

  it('complete a task', async () => {
    const task = await h.crm.tasks.create(
      h.hubId,
      { contactId },
      { subject: 'Send quote', body: '', dueDate: '2026-01-15T09:00:00.000Z', completed: false },
      null,
    );
    expect(task).toMatchObject({
      subject: 'Send quote',
      completed: false,
      dueDate: '2026-01-15T09:00:00.000Z',
    });
    const done = await h.crm.tasks.update(h.hubId, task.id, { completed: true });
    expect(done).toMatchObject({
      completed: true,
      subject: 'Send quote',
      dueDate: '2026-01-15T09:00:00.000Z',
    });
    expect((await h.crm.tasks.list(h.hubId, { contactId }))[0]?.completed).toBe(true);
  });

  it('are kept about a company apart from its contacts', async () => {
    const company = await h.crm.companies.create(h.hubId, { name: 'Umbrella' });
    const about = { companyId: company.id };
    const note = await h.crm.notes.create(h.hubId, about, { body: 'Company note' }, null);
    const deal = await h.crm.deals.create(
      h.hubId,
      about,
      { dealname: 'Fleet', pipeline: 'default', dealstage: 'appointmentscheduled' },
      null,
    );
    const ticket = await h.crm.tickets.create(
      h.hubId,
      about,
      { subject: 'Invoice', content: '', pipelineId: '0', stageId: '1' },
      null,
    );
    const task = await h.crm.tasks.create(
      h.hubId,
      about,
      { subject: 'Visit', body: '', completed: false },
      null,
    );
    expect(note).toMatchObject({ companyId: company.id, contactId: null });
    expect((await h.crm.notes.list(h.hubId, about)).map((found) => found.id)).toEqual([note.id]);
    expect((await h.crm.deals.list(h.hubId, about)).map((found) => found.id)).toEqual([deal.id]);
    expect((await h.crm.tickets.list(h.hubId, about)).map((found) => found.id)).toEqual([ticket.id]);
    expect((await h.crm.tasks.list(h.hubId, about)).map((found) => found.id)).toEqual([task.id]);
    expect(await h.crm.tickets.update(h.hubId, ticket.id, { subject: 'Invoice 2' })).toMatchObject({
      companyId: company.id,
      contactId: null,
    });
    expect((await h.crm.notes.list(h.hubId, { contactId })).map((found) => found.id)).not.toContain(note.id);
  });

  it('lose no note and write none twice through a storm of 429s', async () => {
    const about = { contactId: (await h.crm.contacts.create(h.hubId, { email: 'storm@example.com' })).id };
    h.sandbox.control.setFaults({ seed: 7, rules: [{ pathPrefix: '/crm/v3/objects', rateLimited: 0.4 }] });
    try {
      const bodies = Array.from({ length: 20 }, (_, n) => `Storm note ${n}`);
      await Promise.all(bodies.map((body) => h.crm.notes.create(h.hubId, about, { body }, null)));
      h.sandbox.control.setFaults({ rules: [] });
      const notes = await h.crm.notes.list(h.hubId, about);
      expect(notes.map((note) => note.body).sort()).toEqual([...bodies].sort());
      const limited = h.sandbox.control.requests({
        path: '/crm/v3/objects/notes',
        method: 'POST',
        status: 429,
      });
      expect(limited.length).toBeGreaterThan(0);
    } finally {
      h.sandbox.control.setFaults({ rules: [] });
    }
  });
});
