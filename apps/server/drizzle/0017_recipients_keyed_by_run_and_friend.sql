DROP INDEX "broadcast_recipients_run_user_key";--> statement-breakpoint
ALTER TABLE "broadcast_recipients" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_run_id_line_user_id_pk" PRIMARY KEY("run_id","line_user_id");
