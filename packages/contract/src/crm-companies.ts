import { z } from 'zod';
import { crmIdSchema } from './crm.ts';

/** A company as both CRMs expose it: HubSpot's shape, properties as strings. */
export const companySchema = z.object({
  id: z.string(),
  properties: z.record(z.string(), z.string().nullable()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;
export const companiesResponseSchema = z.object({ items: z.array(companySchema) });
export const companyWriteSchema = z.object({
  properties: z.record(z.string(), z.string().max(5000).nullable()),
});
export const companyResponseSchema = z.object({ msg: z.string(), company: companySchema });

/** A contact-to-company role (HubSpot association label); `builtIn` ones cannot be removed. */
export const associationLabelSchema = z.object({ label: z.string(), builtIn: z.boolean() });
export type AssociationLabel = z.infer<typeof associationLabelSchema>;
export const associationLabelsResponseSchema = z.object({ items: z.array(associationLabelSchema) });

/** core.md §3: company members with their roles (roleLabel, contactId). */
export const companyMemberSchema = z.object({
  contactId: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string().nullable(),
  roleLabels: z.array(z.string()),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;
export const companyMembersResponseSchema = z.object({ items: z.array(companyMemberSchema) });
export const roleRequestSchema = z.object({
  roleLabel: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(100, { error: 'validation.tooLong' }),
});

/** POST /line/{id}/create-company-property: the property that groups a LINE group chat's members. */
export const createCompanyPropertyResponseSchema = z.object({ propertyName: z.string(), msg: z.string() });

export const workflowSchema = z.object({
  id: z.string(),
  name: z.string(),
  enrolled: z.number().int(),
  createdAt: z.string(),
});
export type Workflow = z.infer<typeof workflowSchema>;
export const workflowsResponseSchema = z.object({ items: z.array(workflowSchema) });
export const createWorkflowRequestSchema = z.object({
  name: z.string().trim().min(1, { error: 'validation.required' }).max(200, { error: 'validation.tooLong' }),
});
export const enrollRequestSchema = z.object({ contactId: crmIdSchema });
export const enrollmentSchema = z.object({
  workflowId: z.string(),
  workflowName: z.string(),
  contactId: z.string(),
  source: z.string(),
  enrolledAt: z.string(),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;
export const enrollmentsResponseSchema = z.object({ items: z.array(enrollmentSchema) });

/** GET /line/chat/{seq}/{vid}/company: the CRM company a group chat is ("group chat as company"), if any. */
export const chatCompanyResponseSchema = z.object({ companyId: z.string().nullable() });
