CREATE TABLE "line_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hub_id" text NOT NULL,
	"line_account_id" uuid NOT NULL,
	"chat_type" text NOT NULL,
	"chat_id" text NOT NULL,
	"sender_id" text,
	"direction" text NOT NULL,
	"line_message_id" text,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"content_path" text,
	"unsent_at" timestamp with time zone,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hub_id" text NOT NULL,
	"seq" integer NOT NULL,
	"platform" text NOT NULL,
	"channel_id" text NOT NULL,
	"channel_secret" text NOT NULL,
	"access_token" text NOT NULL,
	"token_kind" text NOT NULL,
	"token_expires_at" timestamp with time zone,
	"bot_user_id" text NOT NULL,
	"basic_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text,
	"plan" text DEFAULT 'free' NOT NULL,
	"under_contract" boolean DEFAULT false NOT NULL,
	"merge_by" text DEFAULT 'email' NOT NULL,
	"merge_property" text,
	"options" jsonb NOT NULL,
	"send_frequency_hours" integer,
	"slack_webhook_url" text,
	"mobile_contact_access" text DEFAULT 'everything' NOT NULL,
	"mobile_supervisors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"billing_supervisors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signature_failures" integer DEFAULT 0 NOT NULL,
	"last_signature_failure_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "line_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hub_id" text NOT NULL,
	"line_account_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"picture_url" text,
	"language" text,
	"status_message" text,
	"followed_at" timestamp with time zone,
	"blocked_at" timestamp with time zone,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hub_id" text NOT NULL,
	"line_account_id" uuid NOT NULL,
	"webhook_event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "line_messages" ADD CONSTRAINT "line_messages_line_account_id_line_accounts_id_fk" FOREIGN KEY ("line_account_id") REFERENCES "public"."line_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_accounts" ADD CONSTRAINT "line_accounts_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_accounts" ADD CONSTRAINT "line_accounts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_users" ADD CONSTRAINT "line_users_line_account_id_line_accounts_id_fk" FOREIGN KEY ("line_account_id") REFERENCES "public"."line_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_line_account_id_line_accounts_id_fk" FOREIGN KEY ("line_account_id") REFERENCES "public"."line_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "line_messages_account_message_key" ON "line_messages" USING btree ("line_account_id","line_message_id");--> statement-breakpoint
CREATE INDEX "line_messages_chat_idx" ON "line_messages" USING btree ("line_account_id","chat_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "line_accounts_hub_channel_key" ON "line_accounts" USING btree ("hub_id","channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "line_accounts_hub_seq_key" ON "line_accounts" USING btree ("hub_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "line_users_account_user_key" ON "line_users" USING btree ("line_account_id","user_id");--> statement-breakpoint
CREATE INDEX "line_users_hub_idx" ON "line_users" USING btree ("hub_id","line_account_id","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_account_event_key" ON "webhook_events" USING btree ("line_account_id","webhook_event_id");--> statement-breakpoint
CREATE INDEX "webhook_events_account_received_idx" ON "webhook_events" USING btree ("line_account_id","received_at");--> statement-breakpoint
CREATE INDEX "webhook_events_status_idx" ON "webhook_events" USING btree ("status");