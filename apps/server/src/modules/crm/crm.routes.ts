import { Readable } from 'node:stream';
import type {} from '@fastify/multipart';
import {
  contactResponseSchema,
  contactSchema,
  contactSearchRequestSchema,
  contactsPageSchema,
  contactWriteSchema,
  createPropertyRequestSchema,
  importResultSchema,
  isStorableText,
  megabytes,
  mergeContactsRequestSchema,
  okSchema,
  ownersResponseSchema,
  propertiesQuerySchema,
  propertiesResponseSchema,
} from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../core/auth/guard.ts';
import { fileStamp } from '../../core/csv/csv.ts';
import type { Deps } from '../../core/deps.ts';
import { AppError, orNotFound } from '../../core/http/errors.ts';
import { translate } from '../../core/i18n/translate.ts';
import { searchWithinReach } from '../inbox/index.ts';
import { contactsCsv, importContactsCsv } from './contacts-csv.ts';

const contacts = { permission: 'permissionInbox' } as const;
// Owners and property definitions are what the Contacts (inbox) and Lists (broadcasts) screens and
// the inbox's CRM panel show contacts with: either flag reads them.
const contactScreens = { permission: ['permissionInbox', 'permissionBroadcasts'] } as const;
const contactParams = z.object({ hubId: z.string(), id: z.string() });
const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** Reference reads of core.md §7 (/properties, /owners) and contacts, through the CRM port. */
export const crmRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { crm } = deps;
  const hubOf = (request: Parameters<typeof requireAccess>[0]) => requireAccess(request).hub.id;

  app.get(
    '/api/:hubId/properties',
    {
      config: contactScreens,
      schema: { querystring: propertiesQuerySchema, response: { 200: propertiesResponseSchema } },
    },
    async (request) => ({
      items: await crm.properties.list(hubOf(request), request.query.object),
    }),
  );

  // Defining a property changes every contact's shape: an account-level decision.
  app.post(
    '/api/:hubId/properties',
    {
      config: { permission: 'permissionAccount' },
      schema: { body: createPropertyRequestSchema, response: { 200: okSchema } },
    },
    async (request) => {
      const { object, ...property } = request.body;
      await crm.properties.create(hubOf(request), object, property);
      return { msg: translate(request.lang, 'crm.propertyCreated', { property: request.body.label }) };
    },
  );

  app.get(
    '/api/:hubId/owners',
    { config: contactScreens, schema: { response: { 200: ownersResponseSchema } } },
    async (request) => ({
      items: await crm.owners.list(hubOf(request)),
    }),
  );

  app.post(
    '/api/:hubId/contacts/search',
    { config: contacts, schema: { body: contactSearchRequestSchema, response: { 200: contactsPageSchema } } },
    async (request) => {
      const access = requireAccess(request);
      return crm.contacts.search(access.hub.id, await searchWithinReach(crm, access, request.body));
    },
  );

  app.get('/api/:hubId/contacts/export', { config: contacts }, async (request, reply) => {
    const { hub } = requireAccess(request);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="Contacts-${fileStamp(new Date(), hub.timezone)}.csv"`,
      );
    return reply.send(Readable.from(contactsCsv(crm, hub.id, request.lang)));
  });

  app.post(
    '/api/:hubId/contacts/import',
    { config: contacts, schema: { response: { 200: importResultSchema } } },
    async (request) => {
      const part = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
      if (!part) throw new AppError('file.missing');
      const data = await part.toBuffer().catch(() => {
        throw new AppError('file.tooLarge', { max: megabytes(IMPORT_MAX_BYTES) });
      });
      let csv: string;
      try {
        csv = new TextDecoder('utf-8', { fatal: true }).decode(data);
      } catch {
        throw new AppError('file.invalidCsv');
      }
      // Text no database stores (a NUL) refuses the file whole, before a row is written.
      if (!isStorableText(csv)) throw new AppError('file.invalidCsv');
      const result = await importContactsCsv(crm, hubOf(request), csv, request.lang);
      return {
        msg: translate(request.lang, 'crm.imported', { created: result.created, updated: result.updated }),
        ...result,
      };
    },
  );

  app.get(
    '/api/:hubId/contacts/:id',
    { config: contacts, schema: { params: contactParams, response: { 200: contactSchema } } },
    async (request) => {
      return orNotFound(await crm.contacts.get(hubOf(request), request.params.id));
    },
  );

  app.post(
    '/api/:hubId/contacts',
    { config: contacts, schema: { body: contactWriteSchema, response: { 200: contactResponseSchema } } },
    async (request) => ({
      msg: translate(request.lang, 'crm.contactCreated'),
      contact: await crm.contacts.create(hubOf(request), request.body.properties),
    }),
  );

  app.patch(
    '/api/:hubId/contacts/:id',
    {
      config: contacts,
      schema: { params: contactParams, body: contactWriteSchema, response: { 200: contactResponseSchema } },
    },
    async (request) => {
      const contact = orNotFound(
        await crm.contacts.update(hubOf(request), request.params.id, request.body.properties),
      );
      return { msg: translate(request.lang, 'crm.contactUpdated'), contact };
    },
  );

  app.post(
    '/api/:hubId/contacts/merge',
    {
      config: contacts,
      schema: { body: mergeContactsRequestSchema, response: { 200: contactResponseSchema } },
    },
    async (request) => {
      const { primaryId, mergedId } = request.body;
      if (primaryId === mergedId) throw new AppError('crm.error.sameContact');
      const contact = orNotFound(await crm.contacts.merge(hubOf(request), primaryId, mergedId));
      return { msg: translate(request.lang, 'crm.contactsMerged'), contact };
    },
  );
};
