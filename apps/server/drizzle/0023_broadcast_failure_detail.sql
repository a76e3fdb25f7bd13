-- LINE's own words on a failed broadcast and run, shown after the translated reason (broadcast-view.ts).
ALTER TABLE "broadcasts" ADD COLUMN "failure_detail" text;--> statement-breakpoint
ALTER TABLE "broadcast_runs" ADD COLUMN "failure_detail" text;