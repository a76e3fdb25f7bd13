import type { PropertyDefinition, PropertyOption, PropertyType } from '../state/types.ts';

/**
 * HubSpot's default (hubspotDefined) properties of each object type that a CRM connector meets:
 * the record basics, owner, pipeline fields and the note/task engagement fields (B2; option values
 * of tasks from https://developers.hubspot.com/docs/api/crm/tasks). A real portal has hundreds
 * more; custom ones can be created through the properties API.
 */
type Row = [
  name: string,
  type: PropertyType,
  fieldType: string,
  group: string,
  label: string,
  options?: string[],
];

const ro = new Set(['hs_object_id', 'lastmodifieddate', 'hs_lastmodifieddate', 'hs_createdate']);

const common = (info: string): Row[] => [
  ['hs_object_id', 'number', 'number', info, 'Record ID'],
  ['hubspot_owner_id', 'enumeration', 'select', info, 'Owner'],
];

const ROWS: Record<string, Row[]> = {
  '0-1': [
    ...common('contactinformation'),
    ['email', 'string', 'text', 'contactinformation', 'Email'],
    ['firstname', 'string', 'text', 'contactinformation', 'First Name'],
    ['lastname', 'string', 'text', 'contactinformation', 'Last Name'],
    ['phone', 'string', 'phonenumber', 'contactinformation', 'Phone Number'],
    ['mobilephone', 'string', 'phonenumber', 'contactinformation', 'Mobile Phone Number'],
    ['company', 'string', 'text', 'contactinformation', 'Company Name'],
    ['website', 'string', 'text', 'contactinformation', 'Website URL'],
    ['jobtitle', 'string', 'text', 'contactinformation', 'Job Title'],
    ['address', 'string', 'text', 'contactinformation', 'Street Address'],
    ['city', 'string', 'text', 'contactinformation', 'City'],
    ['state', 'string', 'text', 'contactinformation', 'State/Region'],
    ['zip', 'string', 'text', 'contactinformation', 'Postal Code'],
    ['country', 'string', 'text', 'contactinformation', 'Country/Region'],
    [
      'hs_language',
      'enumeration',
      'select',
      'contactinformation',
      'Preferred language',
      ['en', 'ja', 'zh-tw', 'th'],
    ],
    [
      'lifecyclestage',
      'enumeration',
      'radio',
      'contactinformation',
      'Lifecycle Stage',
      [
        'subscriber',
        'lead',
        'marketingqualifiedlead',
        'salesqualifiedlead',
        'opportunity',
        'customer',
        'evangelist',
        'other',
      ],
    ],
    [
      'hs_lead_status',
      'enumeration',
      'radio',
      'sales_properties',
      'Lead Status',
      [
        'NEW',
        'OPEN',
        'IN_PROGRESS',
        'OPEN_DEAL',
        'UNQUALIFIED',
        'ATTEMPTED_TO_CONTACT',
        'CONNECTED',
        'BAD_TIMING',
      ],
    ],
    ['createdate', 'datetime', 'date', 'contactinformation', 'Create Date'],
    ['lastmodifieddate', 'datetime', 'date', 'contactinformation', 'Last Modified Date'],
  ],
  '0-2': [
    ...common('companyinformation'),
    ['name', 'string', 'text', 'companyinformation', 'Company name'],
    ['domain', 'string', 'text', 'companyinformation', 'Company Domain Name'],
    ['phone', 'string', 'phonenumber', 'companyinformation', 'Phone Number'],
    ['city', 'string', 'text', 'companyinformation', 'City'],
    ['country', 'string', 'text', 'companyinformation', 'Country/Region'],
    [
      'industry',
      'enumeration',
      'select',
      'companyinformation',
      'Industry',
      ['ACCOUNTING', 'COMPUTER_SOFTWARE', 'FOOD_BEVERAGES', 'RESTAURANTS', 'RETAIL', 'OTHER'],
    ],
    ['numberofemployees', 'number', 'number', 'companyinformation', 'Number of Employees'],
    ['description', 'string', 'textarea', 'companyinformation', 'Description'],
    ['createdate', 'datetime', 'date', 'companyinformation', 'Create Date'],
    ['hs_lastmodifieddate', 'datetime', 'date', 'companyinformation', 'Last Modified Date'],
  ],
  '0-3': [
    ...common('dealinformation'),
    ['dealname', 'string', 'text', 'dealinformation', 'Deal Name'],
    ['amount', 'number', 'number', 'dealinformation', 'Amount'],
    ['closedate', 'datetime', 'date', 'dealinformation', 'Close Date'],
    ['pipeline', 'enumeration', 'select', 'dealinformation', 'Pipeline'],
    ['dealstage', 'enumeration', 'radio', 'dealinformation', 'Deal Stage'],
    ['dealtype', 'enumeration', 'radio', 'dealinformation', 'Deal Type', ['newbusiness', 'existingbusiness']],
    ['description', 'string', 'textarea', 'dealinformation', 'Deal Description'],
    ['createdate', 'datetime', 'date', 'dealinformation', 'Create Date'],
    ['hs_lastmodifieddate', 'datetime', 'date', 'dealinformation', 'Last Modified Date'],
  ],
  '0-5': [
    ...common('ticketinformation'),
    ['subject', 'string', 'text', 'ticketinformation', 'Ticket name'],
    ['content', 'string', 'textarea', 'ticketinformation', 'Ticket description'],
    ['hs_pipeline', 'enumeration', 'select', 'ticketinformation', 'Pipeline'],
    ['hs_pipeline_stage', 'enumeration', 'select', 'ticketinformation', 'Ticket status'],
    [
      'hs_ticket_priority',
      'enumeration',
      'select',
      'ticketinformation',
      'Priority',
      ['LOW', 'MEDIUM', 'HIGH', 'URGENT'],
    ],
    [
      'hs_ticket_category',
      'enumeration',
      'checkbox',
      'ticketinformation',
      'Category',
      ['PRODUCT_ISSUE', 'BILLING_ISSUE', 'FEATURE_REQUEST', 'GENERAL_INQUIRY'],
    ],
    [
      'source_type',
      'enumeration',
      'select',
      'ticketinformation',
      'Source',
      ['CHAT', 'EMAIL', 'FORM', 'PHONE'],
    ],
    ['createdate', 'datetime', 'date', 'ticketinformation', 'Create date'],
    ['hs_lastmodifieddate', 'datetime', 'date', 'ticketinformation', 'Last modified date'],
  ],
  '0-46': [
    ...common('engagement'),
    ['hs_timestamp', 'datetime', 'date', 'engagement', 'Activity date'],
    ['hs_note_body', 'string', 'html', 'engagement', 'Note body'],
    ['hs_attachment_ids', 'enumeration', 'checkbox', 'engagement', 'Attached file IDs'],
    ['hs_createdate', 'datetime', 'date', 'engagement', 'Create date'],
    ['hs_lastmodifieddate', 'datetime', 'date', 'engagement', 'Last modified date'],
  ],
  '0-27': [
    ...common('task'),
    ['hs_timestamp', 'datetime', 'date', 'task', 'Due date'],
    ['hs_task_subject', 'string', 'text', 'task', 'Task Title'],
    ['hs_task_body', 'string', 'html', 'task', 'Notes'],
    [
      'hs_task_status',
      'enumeration',
      'select',
      'task',
      'Task Status',
      ['NOT_STARTED', 'IN_PROGRESS', 'WAITING', 'COMPLETED', 'DEFERRED'],
    ],
    ['hs_task_priority', 'enumeration', 'select', 'task', 'Priority', ['NONE', 'LOW', 'MEDIUM', 'HIGH']],
    ['hs_task_type', 'enumeration', 'select', 'task', 'Task Type', ['EMAIL', 'CALL', 'TODO']],
    ['hs_task_reminders', 'enumeration', 'checkbox', 'task', 'Reminders'],
    ['hs_createdate', 'datetime', 'date', 'task', 'Create date'],
    ['hs_lastmodifieddate', 'datetime', 'date', 'task', 'Last modified date'],
  ],
};

/**
 * Enumerations whose options come from elsewhere (owners, pipelines) or are free-form ID lists:
 * HubSpot marks them `externalOptions` and checks them against their source instead.
 */
export const EXTERNAL_OPTIONS = new Set([
  'hubspot_owner_id',
  'pipeline',
  'dealstage',
  'hs_pipeline',
  'hs_pipeline_stage',
  'hs_attachment_ids',
  'hs_task_reminders',
]);

const option = (value: string, i: number): PropertyOption => ({
  label: value,
  value,
  displayOrder: i,
  hidden: false,
});

export function defaultProperties(objectTypeId: string): PropertyDefinition[] {
  return (ROWS[objectTypeId] ?? []).map(([name, type, fieldType, groupName, label, options], i) => ({
    name,
    label,
    type,
    fieldType,
    groupName,
    description: '',
    options: (options ?? []).map(option),
    displayOrder: i,
    hasUniqueValue: false,
    hidden: false,
    formField: fieldType !== 'date' || name === 'closedate',
    calculated: false,
    externalOptions: EXTERNAL_OPTIONS.has(name),
    hubspotDefined: true,
    readOnlyValue: ro.has(name),
    createdAt: 0,
    updatedAt: 0,
    archived: false,
  }));
}
