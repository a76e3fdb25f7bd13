CREATE TABLE "crm_mirror_contacts" (
	"hub_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"properties" jsonb NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_mirror_contacts_hub_id_contact_id_pk" PRIMARY KEY("hub_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "crm_mirror_lists" (
	"hub_id" text NOT NULL,
	"list_id" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_mirror_lists_hub_id_list_id_pk" PRIMARY KEY("hub_id","list_id")
);
--> statement-breakpoint
CREATE TABLE "crm_mirror_memberships" (
	"hub_id" text NOT NULL,
	"list_id" text NOT NULL,
	"contact_id" text NOT NULL,
	CONSTRAINT "crm_mirror_memberships_hub_id_list_id_contact_id_pk" PRIMARY KEY("hub_id","list_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "crm_mirror_owners" (
	"hub_id" text NOT NULL,
	"id" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	CONSTRAINT "crm_mirror_owners_hub_id_id_pk" PRIMARY KEY("hub_id","id")
);
--> statement-breakpoint
CREATE TABLE "crm_mirror_pipelines" (
	"hub_id" text NOT NULL,
	"object_type" text NOT NULL,
	"pipelines" jsonb NOT NULL,
	CONSTRAINT "crm_mirror_pipelines_hub_id_object_type_pk" PRIMARY KEY("hub_id","object_type")
);
--> statement-breakpoint
ALTER TABLE "crm_mirror_contacts" ADD CONSTRAINT "crm_mirror_contacts_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_mirror_lists" ADD CONSTRAINT "crm_mirror_lists_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_mirror_memberships" ADD CONSTRAINT "crm_mirror_memberships_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_mirror_owners" ADD CONSTRAINT "crm_mirror_owners_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_mirror_pipelines" ADD CONSTRAINT "crm_mirror_pipelines_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_mirror_memberships_contact_idx" ON "crm_mirror_memberships" USING btree ("hub_id","contact_id");