ALTER TABLE "broadcasts" ADD COLUMN "sending_started_at" timestamp with time zone;--> statement-breakpoint
-- Broadcasts that went out before the column: their latest run's start is when they started sending.
UPDATE "broadcasts" b SET "sending_started_at" = r."started_at"
  FROM (SELECT "broadcast_id", max("started_at") AS "started_at" FROM "broadcast_runs" GROUP BY "broadcast_id") r
  WHERE r."broadcast_id" = b."id" AND b."status" <> 'published' AND NOT (b."status" = 'archived' AND b."status_before_archive" = 'published');
