CREATE TYPE "public"."rendition_shape" AS ENUM('9x16', '1x1', '4x5', '16x9');--> statement-breakpoint
CREATE TYPE "public"."rendition_status" AS ENUM('queued', 'rendering', 'ready', 'failed');--> statement-breakpoint
CREATE TABLE "rendition_focus" (
	"licence_id" uuid PRIMARY KEY NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"updated_by_user_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rendition_focus_range" CHECK ("rendition_focus"."x" BETWEEN 0 AND 1 AND "rendition_focus"."y" BETWEEN 0 AND 1)
);
--> statement-breakpoint
CREATE TABLE "video_rendition" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"licence_id" uuid NOT NULL,
	"source_asset_id" uuid NOT NULL,
	"shape" "rendition_shape" NOT NULL,
	"caption_style" text,
	"focus_x" double precision NOT NULL,
	"focus_y" double precision NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"status" "rendition_status" DEFAULT 'queued' NOT NULL,
	"storage_key" text,
	"size_bytes" bigint,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_rendition_key" UNIQUE NULLS NOT DISTINCT("licence_id","shape","caption_style"),
	CONSTRAINT "video_rendition_focus_range" CHECK ("video_rendition"."focus_x" BETWEEN 0 AND 1 AND "video_rendition"."focus_y" BETWEEN 0 AND 1),
	CONSTRAINT "video_rendition_ready_has_file" CHECK ("video_rendition"."status" <> 'ready' OR "video_rendition"."storage_key" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "rendition_focus" ADD CONSTRAINT "rendition_focus_licence_id_video_licence_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."video_licence"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rendition_focus" ADD CONSTRAINT "rendition_focus_updated_by_user_id_user_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_rendition" ADD CONSTRAINT "video_rendition_licence_id_video_licence_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."video_licence"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_rendition" ADD CONSTRAINT "video_rendition_source_asset_id_video_asset_id_fk" FOREIGN KEY ("source_asset_id") REFERENCES "public"."video_asset"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_rendition_status_updated_at_index" ON "video_rendition" USING btree ("status","updated_at");