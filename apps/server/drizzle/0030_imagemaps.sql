CREATE TABLE "imagemap_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hub_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imagemap_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hub_id" text NOT NULL,
	"height" integer NOT NULL,
	"files" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imagemaps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hub_id" text NOT NULL,
	"folder_id" uuid,
	"title" text NOT NULL,
	"alt_text" text NOT NULL,
	"image_id" uuid NOT NULL,
	"layout" text NOT NULL,
	"areas" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "imagemap_folders" ADD CONSTRAINT "imagemap_folders_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imagemap_images" ADD CONSTRAINT "imagemap_images_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imagemaps" ADD CONSTRAINT "imagemaps_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imagemaps" ADD CONSTRAINT "imagemaps_folder_id_imagemap_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."imagemap_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imagemaps" ADD CONSTRAINT "imagemaps_image_id_imagemap_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."imagemap_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imagemaps" ADD CONSTRAINT "imagemaps_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imagemaps_hub_folder_idx" ON "imagemaps" USING btree ("hub_id","folder_id","updated_at");