CREATE TABLE "broadcast_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hub_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hub_id" text NOT NULL,
	"line_account_id" uuid NOT NULL,
	"folder_id" uuid,
	"name" text NOT NULL,
	"type" text DEFAULT 'broadcast' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"status_before_archive" text,
	"sender" jsonb NOT NULL,
	"target_lists" text[] DEFAULT '{}'::text[] NOT NULL,
	"exclude_lists" text[] DEFAULT '{}'::text[] NOT NULL,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"non_tracking" boolean DEFAULT false NOT NULL,
	"narrowcast" boolean DEFAULT false NOT NULL,
	"line_audiences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"demographic" jsonb,
	"broadcast_date" timestamp with time zone,
	"recurrence" jsonb,
	"next_run_at" timestamp with time zone,
	"ab_pair_id" uuid,
	"ab_variant" text,
	"ab_split_percent" integer,
	"ab_winner_rule" text,
	"test_sent_at" timestamp with time zone,
	"failure_reason" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "broadcasts_config" (
	"hub_id" text PRIMARY KEY NOT NULL,
	"auto_archive" boolean DEFAULT false NOT NULL,
	"auto_archive_days" integer DEFAULT 90 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "broadcast_folders" ADD CONSTRAINT "broadcast_folders_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_line_account_id_line_accounts_id_fk" FOREIGN KEY ("line_account_id") REFERENCES "public"."line_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_folder_id_broadcast_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."broadcast_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts_config" ADD CONSTRAINT "broadcasts_config_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcasts_hub_status_idx" ON "broadcasts" USING btree ("hub_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "broadcasts_due_idx" ON "broadcasts" USING btree ("broadcast_date") WHERE "broadcasts"."status" = 'scheduled';