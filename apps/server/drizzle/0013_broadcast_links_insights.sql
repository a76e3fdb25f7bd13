CREATE TABLE "broadcast_insights" (
	"broadcast_id" uuid PRIMARY KEY NOT NULL,
	"hub_id" text NOT NULL,
	"opened" integer,
	"clicked" integer,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadcast_links" (
	"code" text PRIMARY KEY NOT NULL,
	"hub_id" text NOT NULL,
	"run_id" uuid NOT NULL,
	"url" text NOT NULL,
	"line_user_id" text DEFAULT '' NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"first_clicked_at" timestamp with time zone,
	"last_clicked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "broadcast_insights" ADD CONSTRAINT "broadcast_insights_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_links" ADD CONSTRAINT "broadcast_links_run_id_broadcast_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."broadcast_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_links_run_idx" ON "broadcast_links" USING btree ("run_id","line_user_id");