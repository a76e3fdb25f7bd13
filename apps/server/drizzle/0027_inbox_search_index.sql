ALTER TABLE "line_messages" ADD COLUMN "search_tokens" "tsvector" GENERATED ALWAYS AS (search_tokens(payload->>'text')) STORED;--> statement-breakpoint
CREATE INDEX "inbox_conversations_title_search_idx" ON "inbox_conversations" USING gin (search_tokens("title")) WHERE "inbox_conversations"."title" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "line_messages_search_idx" ON "line_messages" USING gin ("search_tokens");--> statement-breakpoint
CREATE INDEX "line_users_name_search_idx" ON "line_users" USING gin (search_tokens("display_name"));