import { z } from 'zod';
import { LIFECYCLE_STAGES } from './crm-constants.ts';

const required = (max: number) =>
  z.string().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });
const isoDate = z.iso.datetime({ offset: true, error: 'validation.invalid' });
/** A money amount as HubSpot keeps it: a decimal string. */
const amount = z.string().regex(/^\d{1,13}(\.\d{1,2})?$/, { error: 'validation.amount' });

export const PIPELINE_OBJECTS = ['tickets', 'deals'] as const;
export type PipelineObject = (typeof PIPELINE_OBJECTS)[number];

export const pipelineStageSchema = z.object({
  id: z.string(),
  label: z.string(),
  displayOrder: z.number().int(),
  /** Ticket stages: a ticket in a closed stage is closed. */
  isClosed: z.boolean(),
  /** Deal stages: the odds of winning, 0 to 1; null for ticket stages. */
  probability: z.number().nullable(),
});
export const pipelineSchema = z.object({
  id: z.string(),
  label: z.string(),
  displayOrder: z.number().int(),
  stages: z.array(pipelineStageSchema),
});
export type Pipeline = z.infer<typeof pipelineSchema>;
export const pipelinesResponseSchema = z.object({ items: z.array(pipelineSchema) });

/** core.md §3: subject, content, pipelineId, stageId; open or closed by its stage. */
export const ticketSchema = z.object({
  id: z.string(),
  subject: z.string(),
  content: z.string(),
  pipelineId: z.string(),
  stageId: z.string(),
  status: z.enum(['open', 'closed']),
  ownerId: z.string().nullable(),
  contactId: z.string().nullable(),
  companyId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;
const ticketFields = {
  subject: required(200),
  content: z.string().max(65_536, { error: 'validation.tooLong' }),
  pipelineId: z.string().min(1),
  stageId: z.string().min(1),
  ownerId: z.string().nullable().optional(),
};
export const ticketInputSchema = z.object({ ...ticketFields, content: ticketFields.content.default('') });
export type TicketInput = z.infer<typeof ticketInputSchema>;
// Patches are built from the fields without defaults: a patch changes only what it sends.
export const ticketPatchSchema = z.object(ticketFields).partial();
export type TicketPatch = z.infer<typeof ticketPatchSchema>;

/** core.md §3: dealname, pipeline, dealstage, amount (HubSpot's property names). */
export const dealSchema = z.object({
  id: z.string(),
  dealname: z.string(),
  pipeline: z.string(),
  dealstage: z.string(),
  amount: z.string().nullable(),
  closeDate: z.string().nullable(),
  ownerId: z.string().nullable(),
  contactId: z.string().nullable(),
  companyId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Deal = z.infer<typeof dealSchema>;
export const dealInputSchema = z.object({
  dealname: required(200),
  pipeline: z.string().min(1),
  dealstage: z.string().min(1),
  amount: amount.nullable().optional(),
  closeDate: isoDate.nullable().optional(),
  ownerId: z.string().nullable().optional(),
});
export type DealInput = z.infer<typeof dealInputSchema>;
export const dealPatchSchema = dealInputSchema.partial();
export type DealPatch = z.infer<typeof dealPatchSchema>;

/** core.md §3: body, creator, date. */
export const noteSchema = z.object({
  id: z.string(),
  body: z.string(),
  creatorId: z.string().nullable(),
  /** The creator's name as shown, '' for notes the system logged. */
  creator: z.string(),
  date: z.string(),
  contactId: z.string().nullable(),
  companyId: z.string().nullable(),
});
export type Note = z.infer<typeof noteSchema>;
export const noteInputSchema = z.object({ body: required(65_536) });
export type NoteInput = z.infer<typeof noteInputSchema>;
export const notePatchSchema = noteInputSchema;
export type NotePatch = z.infer<typeof notePatchSchema>;

/** core.md §3: completed or not; with HubSpot's subject, body, due date and owner. */
export const taskSchema = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  dueDate: z.string().nullable(),
  ownerId: z.string().nullable(),
  completed: z.boolean(),
  contactId: z.string().nullable(),
  companyId: z.string().nullable(),
  createdAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;
const taskFields = {
  subject: required(200),
  body: z.string().max(65_536, { error: 'validation.tooLong' }),
  dueDate: isoDate.nullable().optional(),
  ownerId: z.string().nullable().optional(),
  completed: z.boolean(),
};
export const taskInputSchema = z.object({
  ...taskFields,
  body: taskFields.body.default(''),
  completed: taskFields.completed.default(false),
});
export type TaskInput = z.infer<typeof taskInputSchema>;
export const taskPatchSchema = z.object(taskFields).partial();
export type TaskPatch = z.infer<typeof taskPatchSchema>;

export const ticketsResponseSchema = z.object({ items: z.array(ticketSchema) });
export const dealsResponseSchema = z.object({ items: z.array(dealSchema) });
export const notesResponseSchema = z.object({ items: z.array(noteSchema) });
export const tasksResponseSchema = z.object({ items: z.array(taskSchema) });
export const ticketResponseSchema = z.object({ msg: z.string(), ticket: ticketSchema });
export const dealResponseSchema = z.object({ msg: z.string(), deal: dealSchema });
export const noteResponseSchema = z.object({ msg: z.string(), note: noteSchema });
export const taskResponseSchema = z.object({ msg: z.string(), task: taskSchema });

export const lifecycleStageSchema = z.enum(LIFECYCLE_STAGES);
