import type { Deps } from '../../../core/deps.ts';
import type { JobDefinition, JobKind } from '../../../core/queue/queue.ts';
import { getConnection } from '../connection/crm-connections.repository.ts';

/** A LINE (later SMS) message to keep on the contact's timeline in HubSpot. */
export interface CrmLogMessage {
  hubId: string;
  contactId: string;
  body: string;
}

// Retried generously: HubSpot's rate limits must delay a logged message, never lose it.
export const CRM_LOG_MESSAGE: JobKind<CrmLogMessage> = { name: 'crm.log-message', retryLimit: 10 };

/**
 * Logs a message as a note on the contact in HubSpot (its communications object takes SMS,
 * WhatsApp and LinkedIn but not LINE: vendor facts B2). The built-in CRM needs no copy: the
 * conversation is Hubline's own.
 */
export function crmLogMessageJob(deps: Pick<Deps, 'db' | 'crm'>): JobDefinition<CrmLogMessage> {
  return {
    ...CRM_LOG_MESSAGE,
    async handle({ hubId, contactId, body }) {
      if (!(await getConnection(deps.db, hubId))) return;
      await deps.crm.notes.create(hubId, { contactId }, { body }, null);
    },
  };
}
