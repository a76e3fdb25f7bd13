CREATE TABLE "chat_link_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"hub_id" text NOT NULL,
	"seq" integer NOT NULL,
	"vid" uuid NOT NULL,
	"created_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inbox_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hub_id" text NOT NULL,
	"line_account_id" uuid NOT NULL,
	"chat_type" text NOT NULL,
	"chat_id" text NOT NULL,
	"line_user_id" uuid,
	"title" text,
	"picture_url" text,
	"status" text DEFAULT 'inbox' NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	"stop_auto_response" boolean DEFAULT false NOT NULL,
	"mark_as_spam" boolean DEFAULT false NOT NULL,
	"assignee_id" uuid,
	"last_message_at" timestamp with time zone,
	"last_message" jsonb,
	"reply_token" text,
	"reply_token_expires_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_settings" (
	"hub_id" text PRIMARY KEY NOT NULL,
	"add_all_messages" boolean DEFAULT false NOT NULL,
	"auto_assign" boolean DEFAULT true NOT NULL,
	"notify_new_messages" boolean DEFAULT true NOT NULL,
	"show_sender_name" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "line_messages" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "line_messages" ADD COLUMN "agent_id" uuid;--> statement-breakpoint
ALTER TABLE "line_messages" ADD COLUMN "via" text;--> statement-breakpoint
ALTER TABLE "chat_link_tokens" ADD CONSTRAINT "chat_link_tokens_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_link_tokens" ADD CONSTRAINT "chat_link_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_conversations" ADD CONSTRAINT "inbox_conversations_line_account_id_line_accounts_id_fk" FOREIGN KEY ("line_account_id") REFERENCES "public"."line_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_conversations" ADD CONSTRAINT "inbox_conversations_line_user_id_line_users_id_fk" FOREIGN KEY ("line_user_id") REFERENCES "public"."line_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_conversations" ADD CONSTRAINT "inbox_conversations_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_settings" ADD CONSTRAINT "inbox_settings_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_conversations_account_chat_key" ON "inbox_conversations" USING btree ("line_account_id","chat_id");--> statement-breakpoint
CREATE INDEX "inbox_conversations_list_idx" ON "inbox_conversations" USING btree ("line_account_id","mark_as_spam","last_message_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "inbox_conversations_unread_idx" ON "inbox_conversations" USING btree ("line_account_id") WHERE "inbox_conversations"."unread" > 0 AND NOT "inbox_conversations"."mark_as_spam";--> statement-breakpoint
ALTER TABLE "line_messages" ADD CONSTRAINT "line_messages_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_messages_hub_chat_sent_idx" ON "line_messages" USING btree ("hub_id","sent_at") WHERE "line_messages"."direction" = 'out' AND "line_messages"."source" = 'chat';--> statement-breakpoint
-- Every friend and every group or room already heard from gets its conversation.
INSERT INTO "inbox_conversations" ("id", "hub_id", "line_account_id", "chat_type", "chat_id", "line_user_id", "last_message_at")
SELECT "id", "hub_id", "line_account_id", 'user', "user_id", "id", COALESCE("last_message_at", "followed_at", "created_at") FROM "line_users";--> statement-breakpoint
INSERT INTO "inbox_conversations" ("hub_id", "line_account_id", "chat_type", "chat_id", "last_message_at")
SELECT "hub_id", "line_account_id", "chat_type", "chat_id", max("sent_at") FROM "line_messages" WHERE "chat_type" <> 'user' GROUP BY 1, 2, 3, 4
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "inbox_conversations" AS c SET "last_message" = m."last", "last_message_at" = GREATEST(c."last_message_at", m."sent_at")
FROM (
  SELECT DISTINCT ON ("line_account_id", "chat_id") "line_account_id", "chat_id", "sent_at",
    jsonb_build_object('direction', "direction", 'type', "type", 'text', CASE WHEN "type" = 'text' THEN left("payload"->>'text', 200) ELSE '' END) AS "last"
  FROM "line_messages" ORDER BY "line_account_id", "chat_id", "sent_at" DESC
) AS m
WHERE m."line_account_id" = c."line_account_id" AND m."chat_id" = c."chat_id";
