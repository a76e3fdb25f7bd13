// The public face of crm (the CRM port, the built-in CRM, the HubSpot connection and mirror): any
// file of this module may query its own tables; other modules reach them only through the port
// and the functions offered here.
export { type AudienceTarget, audienceSql } from './audience-sql.ts';
export { propertiesOf } from './contact-properties.ts';
export type { ContactSearch, CrmPort } from './crm.port.ts';
export { unknownContacts } from './unknown-contacts.ts';
export { WORKFLOW_ENROLLED, type WorkflowEnrolled } from './workflow-events.ts';
