ALTER TABLE "webhook_events" ADD COLUMN "chat_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Events stored before the column still wait in their chat's line.
UPDATE "webhook_events" SET "chat_id" = coalesce("payload"#>>'{source,groupId}', "payload"#>>'{source,roomId}', "payload"#>>'{source,userId}', '') WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_events_pending_chat_idx" ON "webhook_events" USING btree ("line_account_id","chat_id") WHERE "webhook_events"."status" = 'pending';
