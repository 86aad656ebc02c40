CREATE TYPE "public"."caption_burn_status" AS ENUM('rendering', 'ready', 'failed');--> statement-breakpoint
CREATE TYPE "public"."caption_source" AS ENUM('brief', 'script', 'srt', 'vtt');--> statement-breakpoint
CREATE TYPE "public"."caption_track_status" AS ENUM('timing', 'ready', 'failed');--> statement-breakpoint
CREATE TABLE "caption_burn" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"track_id" uuid NOT NULL,
	"style" text NOT NULL,
	"status" "caption_burn_status" DEFAULT 'rendering' NOT NULL,
	"track_revision" integer NOT NULL,
	"output_key" text,
	"size_bytes" integer,
	"failure_reason" text,
	"requested_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "caption_burn_style" CHECK ("caption_burn"."style" in ('bold_white', 'boxed', 'yellow_pop'))
);
--> statement-breakpoint
CREATE TABLE "caption_track" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_video_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"provider" text DEFAULT 'built_in' NOT NULL,
	"source" "caption_source" NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" "caption_track_status" DEFAULT 'timing' NOT NULL,
	"script" text DEFAULT '' NOT NULL,
	"fit_to_speech" boolean DEFAULT true NOT NULL,
	"cues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure_reason" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caption_track_revision_positive" CHECK ("caption_track"."revision" >= 1)
);
--> statement-breakpoint
ALTER TABLE "caption_burn" ADD CONSTRAINT "caption_burn_track_id_caption_track_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."caption_track"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caption_burn" ADD CONSTRAINT "caption_burn_requested_by_user_id_user_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caption_track" ADD CONSTRAINT "caption_track_order_video_id_order_video_id_fk" FOREIGN KEY ("order_video_id") REFERENCES "public"."order_video"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caption_track" ADD CONSTRAINT "caption_track_version_id_order_video_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."order_video_version"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caption_track" ADD CONSTRAINT "caption_track_updated_by_user_id_user_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "caption_burn_track_style" ON "caption_burn" USING btree ("track_id","style");--> statement-breakpoint
CREATE INDEX "caption_burn_rendering" ON "caption_burn" USING btree ("created_at") WHERE "caption_burn"."status" = 'rendering';--> statement-breakpoint
CREATE UNIQUE INDEX "caption_track_version" ON "caption_track" USING btree ("version_id");--> statement-breakpoint
CREATE INDEX "caption_track_order_video_id_index" ON "caption_track" USING btree ("order_video_id");--> statement-breakpoint
CREATE INDEX "caption_track_timing" ON "caption_track" USING btree ("created_at") WHERE "caption_track"."status" = 'timing';