-- Resolution's 100,000-row insert checked the run once a row through this foreign key; it now
-- locks the run once, and the trigger below deletes a deleted run's recipients as the cascade did.
ALTER TABLE "broadcast_recipients" DROP CONSTRAINT "broadcast_recipients_run_id_broadcast_runs_id_fk";--> statement-breakpoint
DELETE FROM "broadcast_recipients" r WHERE NOT EXISTS (SELECT 1 FROM "broadcast_runs" WHERE id = r.run_id);--> statement-breakpoint
CREATE FUNCTION "broadcast_runs_delete_recipients"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "broadcast_recipients" r USING gone WHERE r.run_id = gone.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "broadcast_runs_delete_recipients" AFTER DELETE ON "broadcast_runs"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "broadcast_runs_delete_recipients"();--> statement-breakpoint
-- A batch's recipients are read by the range of LINE user ids they span, through the recipients' key.
DROP INDEX "broadcast_recipients_run_batch_idx";--> statement-breakpoint
ALTER TABLE "broadcast_batches" ADD COLUMN "first_user_id" text;--> statement-breakpoint
ALTER TABLE "broadcast_batches" ADD COLUMN "last_user_id" text;--> statement-breakpoint
UPDATE "broadcast_batches" b SET "first_user_id" = m.first, "last_user_id" = m.last
  FROM (SELECT run_id, batch_number, min(line_user_id) AS first, max(line_user_id) AS last
    FROM "broadcast_recipients" GROUP BY run_id, batch_number) m
  WHERE b.run_id = m.run_id AND b.number = m.batch_number;--> statement-breakpoint
UPDATE "broadcast_batches" SET "first_user_id" = '', "last_user_id" = '' WHERE "first_user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "broadcast_batches" ALTER COLUMN "first_user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcast_batches" ALTER COLUMN "last_user_id" SET NOT NULL;
