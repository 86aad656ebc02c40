CREATE TYPE "public"."aspect_ratio" AS ENUM('9:16', '1:1', '16:9', '4:5');--> statement-breakpoint
CREATE TYPE "public"."usage_rights_term" AS ENUM('30d', '90d', '1y', 'perpetual');--> statement-breakpoint
CREATE TABLE "creator_package" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"videos" integer DEFAULT 1 NOT NULL,
	"video_length_seconds" integer DEFAULT 30 NOT NULL,
	"aspect_ratio" "aspect_ratio" DEFAULT '9:16' NOT NULL,
	"turnaround_days" integer DEFAULT 7 NOT NULL,
	"revision_rounds" integer DEFAULT 2 NOT NULL,
	"usage_rights_term" "usage_rights_term" DEFAULT '90d' NOT NULL,
	"raw_footage" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_package_price_positive" CHECK ("creator_package"."price_cents" > 0),
	CONSTRAINT "creator_package_videos_positive" CHECK ("creator_package"."videos" > 0),
	CONSTRAINT "creator_package_length_positive" CHECK ("creator_package"."video_length_seconds" > 0),
	CONSTRAINT "creator_package_turnaround_positive" CHECK ("creator_package"."turnaround_days" > 0),
	CONSTRAINT "creator_package_revisions_nonnegative" CHECK ("creator_package"."revision_rounds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "creator_package" ADD CONSTRAINT "creator_package_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_package_user_id_is_active_price_cents_index" ON "creator_package" USING btree ("user_id","is_active","price_cents");