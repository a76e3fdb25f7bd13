ALTER TABLE "crm_workflow_enrollments" DROP CONSTRAINT "crm_workflow_enrollments_contact_id_crm_contacts_id_fk";
--> statement-breakpoint
ALTER TABLE "crm_workflow_enrollments" ALTER COLUMN "contact_id" SET DATA TYPE text;