import {
  dealInputSchema,
  dealPatchSchema,
  dealResponseSchema,
  dealsResponseSchema,
  noteInputSchema,
  notePatchSchema,
  noteResponseSchema,
  notesResponseSchema,
  okSchema,
  PIPELINE_OBJECTS,
  pipelinesResponseSchema,
  taskInputSchema,
  taskPatchSchema,
  taskResponseSchema,
  tasksResponseSchema,
  ticketInputSchema,
  ticketPatchSchema,
  ticketResponseSchema,
  ticketsResponseSchema,
} from '@hubline/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Access, actorId, requireAccess } from '../../core/auth/guard.ts';
import type { Deps } from '../../core/deps.ts';
import { orNotFound } from '../../core/http/errors.ts';
import { translate } from '../../core/i18n/translate.ts';
import { assertReachable } from '../inbox/index.ts';
import { friendContactId } from './chat/friend-contact.ts';
import type { About, CrmPort, RecordsPort } from './crm.port.ts';
import { checkStage } from './pipeline-rules.ts';
import { checkOwner } from './record-owner.ts';

const inbox = { permission: 'permissionInbox' } as const;
const conversationParams = z.object({ hubId: z.string(), vid: z.string() });
const companyParams = z.object({ hubId: z.string(), id: z.string() });
/** The inbox's open-tickets and closed-tickets side tabs. */
const listQuery = z.object({ status: z.enum(['open', 'closed']).optional() });

/** What the chat calls of one record kind need to know; the routes below are the same for all four. */
interface RecordRoutes<T, Input, Patch, Written> {
  one: 'ticket' | 'deal' | 'note' | 'task';
  port(crm: CrmPort): RecordsPort<T, Input, Patch>;
  input: z.ZodType<Input>;
  patch: z.ZodType<Patch>;
  list: z.ZodType<{ items: T[] }>;
  written: z.ZodType<Written>;
  reply(msg: string, record: T): Written;
  messages: { created: string; updated: string; deleted: string };
  /** Tickets: open or closed, for the side tabs' `status` filter. */
  statusOf?: (record: T) => 'open' | 'closed';
  /** Refusals to make before a first write creates the conversation's contact. */
  precheck?: (crm: CrmPort, hubId: string, input: Input) => Promise<void>;
}

/** Infers a kind's types from its port and schemas. */
const kind = <T, Input, Patch, Written>(routes: RecordRoutes<T, Input, Patch, Written>) => routes;

const TICKETS = kind({
  one: 'ticket',
  port: (crm) => crm.tickets,
  input: ticketInputSchema,
  patch: ticketPatchSchema,
  list: ticketsResponseSchema,
  written: ticketResponseSchema,
  reply: (msg, ticket) => ({ msg, ticket }),
  messages: { created: 'crm.ticketCreated', updated: 'crm.ticketUpdated', deleted: 'crm.ticketDeleted' },
  statusOf: (ticket) => ticket.status,
  precheck: async (crm, hubId, input) => {
    checkStage(await crm.pipelines.list(hubId, 'tickets'), input.pipelineId, input.stageId);
  },
});
const DEALS = kind({
  one: 'deal',
  port: (crm) => crm.deals,
  input: dealInputSchema,
  patch: dealPatchSchema,
  list: dealsResponseSchema,
  written: dealResponseSchema,
  reply: (msg, deal) => ({ msg, deal }),
  messages: { created: 'crm.dealCreated', updated: 'crm.dealUpdated', deleted: 'crm.dealDeleted' },
  precheck: async (crm, hubId, input) => {
    checkStage(await crm.pipelines.list(hubId, 'deals'), input.pipeline, input.dealstage);
  },
});
const NOTES = kind({
  one: 'note',
  port: (crm) => crm.notes,
  input: noteInputSchema,
  patch: notePatchSchema,
  list: notesResponseSchema,
  written: noteResponseSchema,
  reply: (msg, note) => ({ msg, note }),
  messages: { created: 'crm.noteCreated', updated: 'crm.noteUpdated', deleted: 'crm.noteDeleted' },
});
const TASKS = kind({
  one: 'task',
  port: (crm) => crm.tasks,
  input: taskInputSchema,
  patch: taskPatchSchema,
  list: tasksResponseSchema,
  written: taskResponseSchema,
  reply: (msg, task) => ({ msg, task }),
  messages: { created: 'crm.taskCreated', updated: 'crm.taskUpdated', deleted: 'crm.taskDeleted' },
});

/** Where records hang: a conversation (`:vid`, its contact) or a company (`:id`). */
interface Target<Params> {
  prefix: string;
  params: z.ZodType<Params>;
  /** What the records are about: null while a conversation has no contact and `create` is off; 404 when unknown. */
  about(hubId: string, params: Params, create: boolean): Promise<About | null>;
  /** Refuses what the member may not reach (a conversation beyond their contactAccessInInbox). */
  reachable?(access: Access, params: Params): Promise<void>;
}

/**
 * A request's params, body and query as its route's zod schemas validated them. Fastify's handler
 * types cannot carry the record kinds' generic types through, so the shared routes below read
 * them through this one assertion rather than being written out once per kind.
 */
const validated = <Params, Body = unknown>(request: FastifyRequest) =>
  request as unknown as { params: Params; body: Body; query: z.infer<typeof listQuery> };

type Call = 'list' | 'create' | 'update' | 'remove';

/**
 * The records side tabs of the inbox (core.md §7 Chat): for a conversation `:vid`, the tickets,
 * deals, notes and tasks of its contact (a first write creates the contact); for a company, its
 * notes and deals. Also the ticket and deal pipelines (§7 Reference reads).
 */
export const chatRecordRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { crm } = deps;
  const hubOf = (request: FastifyRequest) => requireAccess(request).hub.id;
  /** The hub user who writes (null for an API key). */
  const actorOf = (request: FastifyRequest) => actorId(requireAccess(request));
  const conversation: Target<z.infer<typeof conversationParams>> = {
    prefix: '/api/:hubId/line/chat/:vid',
    params: conversationParams,
    async about(hubId, { vid }, create) {
      const contactId = orNotFound(await friendContactId(deps, hubId, vid, create));
      return contactId === null ? null : { contactId };
    },
    reachable: (access, { vid }) => assertReachable(deps, access, vid),
  };
  const company: Target<z.infer<typeof companyParams>> = {
    prefix: '/api/:hubId/line/chat/company/:id',
    params: companyParams,
    about: async (hubId, { id }) => ({ companyId: orNotFound(await crm.companies.get(hubId, id)).id }),
  };

  // Pipelines are read only by the inbox's ticket and deal forms.
  for (const object of PIPELINE_OBJECTS) {
    app.get(
      `/api/:hubId/${object}/pipelines`,
      { config: inbox, schema: { response: { 200: pipelinesResponseSchema } } },
      async (request) => ({ items: await crm.pipelines.list(hubOf(request), object) }),
    );
  }

  function recordRoutes<T, Input, Patch, Written, Params>(
    spec: RecordRoutes<T, Input, Patch, Written>,
    target: Target<Params>,
    calls: Call[] = ['list', 'create', 'update', 'remove'],
  ) {
    const port = spec.port(crm);
    const path = `${target.prefix}/${spec.one}`;
    const params = target.params;
    const recordParams = z.object({ id: z.string() }).and(params);
    type RecordParams = Params & { id: string };

    if (calls.includes('list'))
      app.get(
        `${path}s`,
        { config: inbox, schema: { params, querystring: listQuery, response: { 200: spec.list } } },
        async (request) => {
          const hubId = hubOf(request);
          const { params, query } = validated<Params>(request);
          await target.reachable?.(requireAccess(request), params);
          const about = await target.about(hubId, params, false);
          const items = about ? await port.list(hubId, about) : [];
          const { statusOf } = spec;
          return {
            items: query.status && statusOf ? items.filter((i) => statusOf(i) === query.status) : items,
          };
        },
      );

    if (calls.includes('create'))
      app.post(
        path,
        { config: inbox, schema: { params, body: spec.input, response: { 200: spec.written } } },
        async (request) => {
          const hubId = hubOf(request);
          const { params, body } = validated<Params, Input>(request);
          await target.reachable?.(requireAccess(request), params);
          // Refuse bad references before a first write creates the contact: a refusal writes nothing.
          const existing = await target.about(hubId, params, false);
          await checkOwner(crm, hubId, body);
          if (!existing) await spec.precheck?.(crm, hubId, body);
          const about = existing ?? orNotFound((await target.about(hubId, params, true)) ?? undefined);
          const record = await port.create(hubId, about, body, actorOf(request));
          return spec.reply(translate(request.lang, spec.messages.created), record);
        },
      );

    if (calls.includes('update'))
      app.patch(
        `${path}/:id`,
        {
          config: inbox,
          schema: { params: recordParams, body: spec.patch, response: { 200: spec.written } },
        },
        async (request) => {
          const hubId = hubOf(request);
          const { params, body } = validated<RecordParams, Patch>(request);
          await target.reachable?.(requireAccess(request), params);
          await target.about(hubId, params, false);
          await checkOwner(crm, hubId, body);
          const record = orNotFound(await port.update(hubId, params.id, body));
          return spec.reply(translate(request.lang, spec.messages.updated), record);
        },
      );

    if (calls.includes('remove'))
      app.delete(
        `${path}/:id`,
        { config: inbox, schema: { params: recordParams, response: { 200: okSchema } } },
        async (request) => {
          const hubId = hubOf(request);
          const { params } = validated<RecordParams>(request);
          await target.reachable?.(requireAccess(request), params);
          await target.about(hubId, params, false);
          orNotFound(await port.remove(hubId, params.id));
          return { msg: translate(request.lang, spec.messages.deleted) };
        },
      );
  }

  recordRoutes(TICKETS, conversation);
  recordRoutes(DEALS, conversation);
  recordRoutes(NOTES, conversation);
  recordRoutes(TASKS, conversation);
  recordRoutes(NOTES, company, ['list', 'create']);
  recordRoutes(DEALS, company, ['list']);
};
