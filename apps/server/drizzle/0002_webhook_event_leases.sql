DROP INDEX "webhook_events_status_idx";--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "webhook_events_pending_idx" ON "webhook_events" USING btree ("occurred_at") WHERE "webhook_events"."status" = 'pending';