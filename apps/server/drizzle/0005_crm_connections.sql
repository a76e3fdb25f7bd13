CREATE TABLE "crm_connections" (
	"hub_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"platform" text NOT NULL,
	"access_token" text NOT NULL,
	"portal_id" text NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"connected_by" text,
	"last_sync_at" timestamp with time zone,
	"last_sync_error" text
);
--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;