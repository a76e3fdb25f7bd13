CREATE TABLE "crm_oauth_states" (
	"nonce" text PRIMARY KEY NOT NULL,
	"hub_id" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_connections" ADD COLUMN "auth_kind" text DEFAULT 'private_app' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD COLUMN "refresh_token" text;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crm_oauth_states" ADD CONSTRAINT "crm_oauth_states_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;