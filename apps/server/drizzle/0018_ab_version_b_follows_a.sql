-- Version B of an A/B pair follows version A (ab-pairs.repository.ts, followVersionA). A pair
-- scheduled or saved for automation before that left B a draft, which B alone can no longer
-- leave: each draft B takes its version A's status, type, recurrence, date and next run, as the
-- app now does when A is scheduled, saved for automation or edited (a draft A leaves B a draft).
UPDATE "broadcasts" AS "b"
SET "status" = "a"."status",
  "type" = "a"."type",
  "recurrence" = "a"."recurrence",
  "broadcast_date" = "a"."broadcast_date",
  "next_run_at" = "a"."next_run_at",
  "updated_at" = now()
FROM "broadcasts" AS "a"
WHERE "b"."ab_variant" = 'B'
  AND "b"."status" = 'draft'
  AND "a"."id" = "b"."ab_pair_id"
  AND "a"."hub_id" = "b"."hub_id"
  AND "a"."status" IN ('draft', 'scheduled', 'published');
