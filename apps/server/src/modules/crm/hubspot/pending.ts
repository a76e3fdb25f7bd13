// In progress (issue 4): companies, pipelines, tickets, deals, notes and tasks over HubSpot.
import type { CrmPort } from '../crm.port.ts';
import type { HubspotApi } from './client.ts';

const pending = (): never => {
  throw new Error('HubSpot companies and records are being built (issue 4)');
};
const records = { list: pending, create: pending, update: pending, remove: pending };
export const hubspotCompanies = (_api: HubspotApi): CrmPort['companies'] => ({
  search: pending,
  get: pending,
  create: pending,
  update: pending,
  ofContact: pending,
  members: pending,
  addMember: pending,
  removeMember: pending,
  assignRole: pending,
  removeRole: pending,
  labels: pending,
  createLabel: pending,
});
export const hubspotPipelines = (_api: HubspotApi): CrmPort['pipelines'] => ({ list: pending });
export const hubspotTickets = (_api: HubspotApi): CrmPort['tickets'] => records;
export const hubspotDeals = (_api: HubspotApi): CrmPort['deals'] => records;
export const hubspotNotes = (_api: HubspotApi): CrmPort['notes'] => records;
export const hubspotTasks = (_api: HubspotApi): CrmPort['tasks'] => records;
