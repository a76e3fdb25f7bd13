CREATE TABLE "rich_video_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hub_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rich_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hub_id" text NOT NULL,
	"folder_id" uuid,
	"name" text NOT NULL,
	"video" jsonb NOT NULL,
	"image_id" uuid NOT NULL,
	"alt_text" text NOT NULL,
	"link_label" text NOT NULL,
	"link_url" text NOT NULL,
	"tracking_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "rich_video_folders" ADD CONSTRAINT "rich_video_folders_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rich_videos" ADD CONSTRAINT "rich_videos_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rich_videos" ADD CONSTRAINT "rich_videos_folder_id_rich_video_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."rich_video_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rich_videos" ADD CONSTRAINT "rich_videos_image_id_imagemap_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."imagemap_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rich_videos" ADD CONSTRAINT "rich_videos_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rich_videos_hub_folder_idx" ON "rich_videos" USING btree ("hub_id","folder_id","updated_at");