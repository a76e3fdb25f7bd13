ALTER TABLE "broadcasts" ADD COLUMN "workflow_id" uuid;--> statement-breakpoint
ALTER TABLE "broadcast_runs" ADD COLUMN "contact_ids" text[];--> statement-breakpoint
ALTER TABLE "broadcast_runs" ADD COLUMN "trigger_key" text;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_workflow_id_crm_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."crm_workflows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_runs_trigger_key" ON "broadcast_runs" USING btree ("broadcast_id","trigger_key");