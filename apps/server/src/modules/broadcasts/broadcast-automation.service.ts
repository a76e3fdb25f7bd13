import { randomUUID } from 'node:crypto';
import type { Deps } from '../../core/deps.ts';
import { AppError } from '../../core/http/errors.ts';
import { unknownContacts, type WorkflowEnrolled } from '../crm/index.ts';
import type { Actor } from './broadcast-settings.service.ts';
import { findBroadcasts, findPublishedAutomations } from './broadcasts.repository.ts';
import { startAutomationRuns } from './delivery/start-automation-runs.ts';

type AutomationDeps = Pick<Deps, 'db' | 'queue'>;

/** How many unknown ids a refusal names: enough to find them, not a wall of text. */
const NAMED_UNKNOWN = 5;

/**
 * Sends published automation broadcasts to the contacts enrolled through the API, one run a
 * broadcast keyed by the event (an A/B pair's contacts split between its versions): the same
 * eventId again is the same event and sends nothing more. Answers the contacts enrolled and how
 * many of them the runs reach on LINE.
 */
export async function executeAutomations(
  deps: AutomationDeps,
  actor: Actor,
  ids: string[],
  contactIds: string[],
  eventId: string = randomUUID(),
) {
  const rows = await findBroadcasts(deps.db, actor.hubId, ids);
  if (rows.length !== new Set(ids).size) throw new AppError('error.notFound');
  for (const row of rows) {
    if (row.type !== 'automation' || row.status !== 'published')
      throw new AppError('broadcast.error.notAutomation', { name: row.name });
  }
  const unknown = await unknownContacts(deps.db, actor.hubId, contactIds);
  if (unknown.length > 0)
    throw new AppError('broadcast.error.unknownContacts', {
      ids: unknown.slice(0, NAMED_UNKNOWN).join(', '),
    });
  const enrolled = [...new Set(contactIds)];
  const { recipients } = await startAutomationRuns(deps, rows, enrolled, `execute:${eventId}`);
  return { enrolled: enrolled.length, recipients };
}

/** An enrolment in a workflow sends the workflow's published automation broadcasts to that contact. */
export async function sendWorkflowBroadcasts(deps: AutomationDeps, event: WorkflowEnrolled) {
  const bound = await findPublishedAutomations(deps.db, event.hubId, event.workflowId);
  await startAutomationRuns(deps, bound, [event.contactId], `enrollment:${event.enrollmentId}`);
}
