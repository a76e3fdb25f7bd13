import {
  companiesResponseSchema,
  companyResponseSchema,
  companySchema,
  companyWriteSchema,
  createCompanyPropertyResponseSchema,
  okSchema,
} from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../core/auth/guard.ts';
import type { Deps } from '../../core/deps.ts';
import { orNotFound } from '../../core/http/errors.ts';
import { translate } from '../../core/i18n/translate.ts';
import { getAccount } from '../line-accounts/index.ts';
import { lineGroupIdProperty } from './properties.ts';

const companies = { permission: 'permissionInbox' } as const;
const idParams = z.object({ hubId: z.string(), id: z.string() });
const searchSchema = z.object({
  query: z.string().trim().max(200).default(''),
  page: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(100).default(25),
});
const memberSchema = z.object({ contactId: z.string().min(1).max(64) });

/** Companies of the CRM and their member contacts. */
export const crmCompanyRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { crm } = deps;
  const hubOf = (request: Parameters<typeof requireAccess>[0]) => requireAccess(request).hub.id;

  app.post(
    '/api/:hubId/companies/search',
    {
      config: companies,
      schema: {
        body: searchSchema,
        response: { 200: companiesResponseSchema.extend({ total: z.number() }) },
      },
    },
    async (request) => {
      const { query, page, limit } = request.body;
      return crm.companies.search(hubOf(request), query, page, limit);
    },
  );

  app.get(
    '/api/:hubId/companies/:id',
    { config: companies, schema: { params: idParams, response: { 200: companySchema } } },
    async (request) => orNotFound(await crm.companies.get(hubOf(request), request.params.id)),
  );

  app.post(
    '/api/:hubId/companies',
    { config: companies, schema: { body: companyWriteSchema, response: { 200: companyResponseSchema } } },
    async (request) => ({
      msg: translate(request.lang, 'crm.companyCreated'),
      company: await crm.companies.create(hubOf(request), request.body.properties),
    }),
  );

  app.patch(
    '/api/:hubId/companies/:id',
    {
      config: companies,
      schema: { params: idParams, body: companyWriteSchema, response: { 200: companyResponseSchema } },
    },
    async (request) => {
      const company = orNotFound(
        await crm.companies.update(hubOf(request), request.params.id, request.body.properties),
      );
      return { msg: translate(request.lang, 'crm.companyUpdated'), company };
    },
  );

  app.get(
    '/api/:hubId/contacts/:id/companies',
    { config: companies, schema: { params: idParams, response: { 200: companiesResponseSchema } } },
    async (request) => {
      const hubId = hubOf(request);
      orNotFound(await crm.contacts.get(hubId, request.params.id));
      return { items: await crm.companies.ofContact(hubId, request.params.id) };
    },
  );

  app.post(
    '/api/:hubId/companies/:id/members',
    { config: companies, schema: { params: idParams, body: memberSchema, response: { 200: okSchema } } },
    async (request) => {
      orNotFound(await crm.companies.addMember(hubOf(request), request.params.id, request.body.contactId));
      return { msg: translate(request.lang, 'crm.memberAdded') };
    },
  );

  app.post(
    '/api/:hubId/companies/:id/members/remove',
    { config: companies, schema: { params: idParams, body: memberSchema, response: { 200: okSchema } } },
    async (request) => {
      orNotFound(await crm.companies.removeMember(hubOf(request), request.params.id, request.body.contactId));
      return { msg: translate(request.lang, 'crm.memberRemoved') };
    },
  );

  // core.md §7: the company property that holds a LINE group's id, for "group chat as company".
  app.post(
    '/api/:hubId/line/:id/create-company-property',
    {
      config: { permission: 'permissionLineAccounts' },
      schema: { params: idParams, response: { 200: createCompanyPropertyResponseSchema } },
    },
    async (request) => {
      const hubId = hubOf(request);
      const account = orNotFound(await getAccount(deps.db, hubId, request.params.id));
      const property = lineGroupIdProperty(account.seq);
      const existing = await crm.properties.list(hubId, 'companies');
      if (!existing.some((known) => known.name === property.name))
        await crm.properties.create(hubId, 'companies', property);
      return {
        propertyName: property.name,
        msg: translate(request.lang, 'crm.companyPropertyCreated', { property: property.label }),
      };
    },
  );
};
