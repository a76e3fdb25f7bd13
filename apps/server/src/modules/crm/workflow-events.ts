import type { JobKind } from '../../core/queue/queue.ts';

/** One enrolment of a contact in a workflow: the event the workflow's features act on. */
export interface WorkflowEnrolled {
  hubId: string;
  workflowId: string;
  contactId: string;
  enrollmentId: string;
}

/**
 * Enqueued after each enrolment; the features a workflow runs (automation broadcasts) handle it.
 * Its handlers key what they do by the enrolment id, so a retried job does it once.
 */
export const WORKFLOW_ENROLLED: JobKind<WorkflowEnrolled> = { name: 'crm.workflow.enrolled', retryLimit: 5 };
