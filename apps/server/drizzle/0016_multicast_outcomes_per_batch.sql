DROP TABLE "broadcast_last_sends" CASCADE;--> statement-breakpoint
ALTER TABLE "broadcast_batches" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "broadcast_batches" ADD COLUMN "recipient_error" text;