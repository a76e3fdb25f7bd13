import type { Db } from '../../../core/db/client.ts';
import type { CrmPort } from '../crm.port.ts';
import { mirroredOwnersPort, mirroredPipelinesPort } from '../mirror/mirrored.ts';
import { hublineWorkflows } from '../workflows.ts';
import type { HubspotApi } from './client.ts';
import { hubspotCompanies } from './companies.ts';
import { hubspotContacts } from './contacts.ts';
import { hubspotDeals } from './deals.ts';
import { hubspotLists } from './lists.ts';
import { hubspotNotes } from './notes.ts';
import { hubspotOwners } from './owners.ts';
import { hubspotPipelines } from './pipelines.ts';
import { hubspotProperties } from './properties.ts';
import { hubspotTasks } from './tasks.ts';
import { hubspotTickets } from './tickets.ts';

/**
 * The CRM port over one HubSpot portal. Workflows stay Hubline's own, recorded against HubSpot's
 * contact ids.
 */
export function hubspotCrm(api: HubspotApi, db: Db): CrmPort {
  const properties = hubspotProperties(api);
  // Owners and pipelines change rarely and are read on every chat: served from the mirror.
  const owners = mirroredOwnersPort(db, hubspotOwners(api));
  const pipelines = mirroredPipelinesPort(db, hubspotPipelines(api));
  const contacts = hubspotContacts(api, properties, db);
  return {
    properties,
    owners,
    contacts,
    lists: hubspotLists(api, properties, db),
    companies: hubspotCompanies(api, properties),
    pipelines,
    tickets: hubspotTickets(api, pipelines),
    deals: hubspotDeals(api, pipelines),
    notes: hubspotNotes(api, owners, db),
    tasks: hubspotTasks(api),
    workflows: hublineWorkflows(db, contacts),
  };
}
