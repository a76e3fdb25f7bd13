// In progress (issue 4): pipelines, tickets, deals, notes and tasks of the built-in CRM.
import type { Db } from '../../../../core/db/client.ts';
import type { CrmPort } from '../../crm.port.ts';

const pending = (): never => {
  throw new Error('built-in CRM records are being built (issue 4)');
};
const records = { list: pending, create: pending, update: pending, remove: pending };
export const builtInPipelines = (_db: Db): CrmPort['pipelines'] => ({ list: pending });
export const builtInTickets = (_db: Db, _p: CrmPort['pipelines']): CrmPort['tickets'] => records;
export const builtInDeals = (_db: Db, _p: CrmPort['pipelines']): CrmPort['deals'] => records;
export const builtInNotes = (_db: Db): CrmPort['notes'] => records;
export const builtInTasks = (_db: Db): CrmPort['tasks'] => records;
