CREATE TYPE "public"."video_asset_purpose" AS ENUM('order_delivery', 'portfolio', 'proposal', 'message');--> statement-breakpoint
CREATE TYPE "public"."video_asset_status" AS ENUM('uploading', 'processing', 'ready', 'failed');--> statement-breakpoint
CREATE TABLE "order_video_version" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_video_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"asset_id" uuid NOT NULL,
	"deliverable_warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_video_version_positive" CHECK ("order_video_version"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "video_asset" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" text NOT NULL,
	"purpose" "video_asset_purpose" NOT NULL,
	"order_video_id" uuid,
	"status" "video_asset_status" DEFAULT 'uploading' NOT NULL,
	"failure_reason" text,
	"original_key" text,
	"original_name" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"content_type" text,
	"sha256" text,
	"duration_ms" integer,
	"width" integer,
	"height" integer,
	"frame_rate_num" integer,
	"frame_rate_den" integer,
	"video_codec" text,
	"audio_codec" text,
	"poster_key" text,
	"thumbnail_strip_key" text,
	"thumbnail_count" integer,
	"preview_key" text,
	"upload_completed_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_asset_size_positive" CHECK ("video_asset"."size_bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_video_version" ADD CONSTRAINT "order_video_version_order_video_id_order_video_id_fk" FOREIGN KEY ("order_video_id") REFERENCES "public"."order_video"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_video_version" ADD CONSTRAINT "order_video_version_asset_id_video_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."video_asset"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_asset" ADD CONSTRAINT "video_asset_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_asset" ADD CONSTRAINT "video_asset_order_video_id_order_video_id_fk" FOREIGN KEY ("order_video_id") REFERENCES "public"."order_video"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_video_version_order_video_id_version_index" ON "order_video_version" USING btree ("order_video_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "order_video_version_asset_id_index" ON "order_video_version" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "video_asset_owner_user_id_created_at_index" ON "video_asset" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "video_asset_order_video_id_index" ON "video_asset" USING btree ("order_video_id");