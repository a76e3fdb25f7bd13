CREATE TABLE "user_line_test_ids" (
	"user_id" uuid NOT NULL,
	"hub_id" text NOT NULL,
	"line_account_id" uuid NOT NULL,
	"line_user_id" text NOT NULL,
	CONSTRAINT "user_line_test_ids_user_id_line_account_id_pk" PRIMARY KEY("user_id","line_account_id")
);
--> statement-breakpoint
ALTER TABLE "broadcast_runs" ADD COLUMN "pair_run_id" uuid;--> statement-breakpoint
ALTER TABLE "user_line_test_ids" ADD CONSTRAINT "user_line_test_ids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_line_test_ids" ADD CONSTRAINT "user_line_test_ids_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_line_test_ids" ADD CONSTRAINT "user_line_test_ids_line_account_id_line_accounts_id_fk" FOREIGN KEY ("line_account_id") REFERENCES "public"."line_accounts"("id") ON DELETE cascade ON UPDATE no action;