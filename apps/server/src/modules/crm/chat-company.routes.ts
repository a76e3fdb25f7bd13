import {
  associationLabelSchema,
  associationLabelsResponseSchema,
  chatCompanyResponseSchema,
  companyMembersResponseSchema,
  contactResponseSchema,
  contactWriteSchema,
  okSchema,
  roleRequestSchema,
} from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../core/auth/guard.ts';
import type { Deps } from '../../core/deps.ts';
import { AppError, orNotFound } from '../../core/http/errors.ts';
import { translate } from '../../core/i18n/translate.ts';
import { assertReachable, findReachableView } from '../inbox/index.ts';
import { findOrCreateFriendContact, friendOf, mergeByAccountRule } from './chat/friend-contact.ts';
import { lineGroupIdProperty, propertyProblem } from './properties.ts';

const inbox = { permission: 'permissionInbox' } as const;
const memberParams = z.object({ hubId: z.string(), id: z.string(), contactId: z.string() });
const conversationParams = z.object({ hubId: z.string(), seq: z.coerce.number().int(), vid: z.string() });

/** The inbox's contact-info, roles and group-members side tabs (core.md §7 Chat). */
export const chatCompanyRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { crm } = deps;
  const hubOf = (request: Parameters<typeof requireAccess>[0]) => requireAccess(request).hub.id;

  app.get(
    '/api/:hubId/line/chat/association-labels',
    { config: inbox, schema: { response: { 200: associationLabelsResponseSchema } } },
    async (request) => ({ items: await crm.companies.labels(hubOf(request)) }),
  );

  // A new role changes what every company can say about its people: an account-level decision.
  app.post(
    '/api/:hubId/association-labels',
    {
      config: { permission: 'permissionAccount' },
      schema: {
        body: roleRequestSchema,
        response: { 200: okSchema.extend({ label: associationLabelSchema }) },
      },
    },
    async (request) => {
      const label = await crm.companies.createLabel(hubOf(request), request.body.roleLabel);
      return { msg: translate(request.lang, 'crm.labelCreated', { label: label.label }), label };
    },
  );

  app.get(
    '/api/:hubId/line/chat/company/:id/members-with-roles',
    {
      config: inbox,
      schema: {
        params: z.object({ hubId: z.string(), id: z.string() }),
        response: { 200: companyMembersResponseSchema },
      },
    },
    async (request) => ({
      items: orNotFound(await crm.companies.members(hubOf(request), request.params.id)),
    }),
  );

  for (const [suffix, assign] of [
    ['role', true],
    ['role/remove', false],
  ] as const) {
    app.post(
      `/api/:hubId/line/chat/company/:id/contact/:contactId/${suffix}`,
      {
        config: inbox,
        schema: { params: memberParams, body: roleRequestSchema, response: { 200: okSchema } },
      },
      async (request) => {
        const hubId = hubOf(request);
        const { id, contactId } = request.params;
        const label = request.body.roleLabel;
        orNotFound(await crm.companies.get(hubId, id));
        if (!(await crm.companies.labels(hubId)).some((known) => known.label === label))
          throw new AppError('crm.error.unknownLabel', { label });
        const changed = assign
          ? await crm.companies.assignRole(hubId, id, contactId, label)
          : await crm.companies.removeRole(hubId, id, contactId, label);
        if (!changed) throw new AppError('crm.error.notMember');
        return {
          msg: translate(request.lang, assign ? 'crm.roleAssigned' : 'crm.roleUnassigned', { label }),
        };
      },
    );
  }

  // The group tabs work on the company a group chat became when the account joined it.
  app.get(
    '/api/:hubId/line/chat/:seq/:vid/company',
    { config: inbox, schema: { params: conversationParams, response: { 200: chatCompanyResponseSchema } } },
    async (request) => {
      const hubId = hubOf(request);
      const view = await findReachableView(deps, requireAccess(request), request.params.vid);
      if (!view || view.seq !== request.params.seq) throw new AppError('error.notFound');
      const { chatType, chatId } = view.conversation;
      if (chatType !== 'group') return { companyId: null };
      const company = await crm.companies.findBy(hubId, lineGroupIdProperty(view.seq).name, chatId);
      return { companyId: company?.id ?? null };
    },
  );

  // The contact-info tab edits the conversation's contact, creating it on the first edit.
  app.patch(
    '/api/:hubId/line/chat/:seq/:vid/properties',
    {
      config: inbox,
      schema: {
        params: conversationParams,
        body: contactWriteSchema,
        response: { 200: contactResponseSchema },
      },
    },
    async (request) => {
      const hubId = hubOf(request);
      await assertReachable(deps, requireAccess(request), request.params.vid);
      // Refuse bad values before a first edit creates the contact: a refusal writes nothing.
      const problem = propertyProblem(await crm.properties.list(hubId), request.body.properties);
      if (problem) throw new AppError(problem.code, problem.params);
      const found = orNotFound(await friendOf(deps, hubId, request.params.vid, request.params.seq));
      const contactId =
        found.friend.contactId ??
        (await findOrCreateFriendContact(deps, found.account, found.friend.userId, found.friend.displayName))
          .id;
      const updated = orNotFound(await crm.contacts.update(hubId, contactId, request.body.properties));
      const contact = await mergeByAccountRule(deps, found.account, updated, request.body.properties);
      return { msg: translate(request.lang, 'crm.contactUpdated'), contact };
    },
  );
};
