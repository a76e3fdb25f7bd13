import type { Db } from '../../../core/db/client.ts';
import type { CrmPort } from '../crm.port.ts';
import { hublineWorkflows } from '../workflows.ts';
import { builtInCompanies } from './companies.ts';
import { builtInContacts } from './contacts.ts';
import { builtInLists } from './lists.ts';
import { builtInOwners } from './owners.ts';
import { builtInProperties } from './properties.ts';
import {
  builtInDeals,
  builtInNotes,
  builtInPipelines,
  builtInTasks,
  builtInTickets,
} from './records/index.ts';

/** Hubline's own CRM, the default: a user without a CRM account still gets the whole product. */
export function builtInCrm(db: Db): CrmPort {
  const properties = builtInProperties(db);
  const pipelines = builtInPipelines(db);
  const contacts = builtInContacts(db, properties);
  return {
    properties,
    owners: builtInOwners(db),
    contacts,
    lists: builtInLists(db, properties),
    companies: builtInCompanies(db, properties),
    pipelines,
    tickets: builtInTickets(db, pipelines),
    deals: builtInDeals(db, pipelines),
    notes: builtInNotes(db),
    tasks: builtInTasks(db),
    workflows: hublineWorkflows(db, contacts),
  };
}
