CREATE TABLE "broadcast_batches" (
	"run_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_key" uuid NOT NULL,
	"lease_until" timestamp with time zone,
	"not_before" timestamp with time zone,
	"line_request_id" text,
	"error" text,
	CONSTRAINT "broadcast_batches_run_id_number_pk" PRIMARY KEY("run_id","number")
);
--> statement-breakpoint
CREATE TABLE "broadcast_last_sends" (
	"line_account_id" uuid NOT NULL,
	"line_user_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "broadcast_last_sends_line_account_id_line_user_id_pk" PRIMARY KEY("line_account_id","line_user_id")
);
--> statement-breakpoint
CREATE TABLE "broadcast_recipients" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "broadcast_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"run_id" uuid NOT NULL,
	"hub_id" text NOT NULL,
	"line_user_id" text NOT NULL,
	"contact_id" text,
	"list_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"batch_number" integer NOT NULL,
	"line_request_id" text,
	"error_reason" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "broadcast_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hub_id" text NOT NULL,
	"broadcast_id" uuid NOT NULL,
	"line_account_id" uuid NOT NULL,
	"status" text DEFAULT 'resolving' NOT NULL,
	"mode" text,
	"total_recipients" integer DEFAULT 0 NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"batch_count" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"narrowcast_request_id" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "line_rate_counters" (
	"line_account_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"second" bigint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "line_rate_counters_line_account_id_endpoint_pk" PRIMARY KEY("line_account_id","endpoint")
);
--> statement-breakpoint
ALTER TABLE "broadcast_batches" ADD CONSTRAINT "broadcast_batches_run_id_broadcast_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."broadcast_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_last_sends" ADD CONSTRAINT "broadcast_last_sends_line_account_id_line_accounts_id_fk" FOREIGN KEY ("line_account_id") REFERENCES "public"."line_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_run_id_broadcast_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."broadcast_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_runs" ADD CONSTRAINT "broadcast_runs_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_runs" ADD CONSTRAINT "broadcast_runs_line_account_id_line_accounts_id_fk" FOREIGN KEY ("line_account_id") REFERENCES "public"."line_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_rate_counters" ADD CONSTRAINT "line_rate_counters_line_account_id_line_accounts_id_fk" FOREIGN KEY ("line_account_id") REFERENCES "public"."line_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_batches_open_idx" ON "broadcast_batches" USING btree ("run_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_recipients_run_user_key" ON "broadcast_recipients" USING btree ("run_id","line_user_id");--> statement-breakpoint
CREATE INDEX "broadcast_recipients_run_batch_idx" ON "broadcast_recipients" USING btree ("run_id","batch_number");--> statement-breakpoint
CREATE INDEX "broadcast_runs_broadcast_idx" ON "broadcast_runs" USING btree ("broadcast_id","started_at");--> statement-breakpoint
CREATE INDEX "broadcast_runs_open_idx" ON "broadcast_runs" USING btree ("status");