import type { Db } from '../../../core/db/client.ts';
import { builtInWorkflows } from '../builtin/workflows.ts';
import type { CrmPort } from '../crm.port.ts';
import type { HubspotApi } from './client.ts';
import { hubspotContacts } from './contacts.ts';
import { hubspotLists } from './lists.ts';
import { hubspotOwners } from './owners.ts';
import {
  hubspotCompanies,
  hubspotDeals,
  hubspotNotes,
  hubspotPipelines,
  hubspotTasks,
  hubspotTickets,
} from './pending.ts';
import { hubspotProperties } from './properties.ts';

/**
 * The CRM port over one HubSpot portal. Workflows stay Hubline's own (HubSpot's workflow API is
 * outside the specs the connector follows), recorded against HubSpot's contact ids.
 */
export function hubspotCrm(api: HubspotApi, db: Db): CrmPort {
  const properties = hubspotProperties(api);
  return {
    properties,
    owners: hubspotOwners(api),
    contacts: hubspotContacts(api, properties, db),
    lists: hubspotLists(api, properties),
    companies: hubspotCompanies(api),
    pipelines: hubspotPipelines(api),
    tickets: hubspotTickets(api),
    deals: hubspotDeals(api),
    notes: hubspotNotes(api),
    tasks: hubspotTasks(api),
    workflows: builtInWorkflows(db),
  };
}
