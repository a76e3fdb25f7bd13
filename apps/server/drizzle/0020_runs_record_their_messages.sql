-- The messages a run sends, recorded when it starts sending: a sent broadcast can still be edited,
-- and a friend's chat shows what each run delivered to them. Older runs keep null (their broadcast's).
ALTER TABLE "broadcast_runs" ADD COLUMN "messages" jsonb;