CREATE TABLE "friend_tags" (
	"tag_id" uuid NOT NULL,
	"line_user_id" uuid NOT NULL,
	"hub_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friend_tags_tag_id_line_user_id_pk" PRIMARY KEY("tag_id","line_user_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hub_id" text NOT NULL,
	"line_account_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "friend_tags" ADD CONSTRAINT "friend_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_tags" ADD CONSTRAINT "friend_tags_line_user_id_line_users_id_fk" FOREIGN KEY ("line_user_id") REFERENCES "public"."line_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_line_account_id_line_accounts_id_fk" FOREIGN KEY ("line_account_id") REFERENCES "public"."line_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "friend_tags_friend_idx" ON "friend_tags" USING btree ("line_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_account_tag_key" ON "tags" USING btree ("line_account_id",lower("tag"));--> statement-breakpoint
CREATE INDEX "tags_hub_idx" ON "tags" USING btree ("hub_id","line_account_id");