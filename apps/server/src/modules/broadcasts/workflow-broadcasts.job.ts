import type { Deps } from '../../core/deps.ts';
import type { JobDefinition } from '../../core/queue/queue.ts';
import { WORKFLOW_ENROLLED, type WorkflowEnrolled } from '../crm/index.ts';
import { sendWorkflowBroadcasts } from './broadcast-automation.service.ts';

/**
 * Handles an enrolment: the workflow's automation broadcasts go to the enrolled contact. Retrying
 * it is harmless: each broadcast's run is keyed by the enrolment.
 */
export function workflowBroadcastsJob(deps: Pick<Deps, 'db' | 'queue'>): JobDefinition<WorkflowEnrolled> {
  return { ...WORKFLOW_ENROLLED, handle: (event) => sendWorkflowBroadcasts(deps, event) };
}
