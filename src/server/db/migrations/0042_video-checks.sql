CREATE TYPE "public"."video_check_status" AS ENUM('done', 'failed');--> statement-breakpoint
CREATE TABLE "video_check" (
	"asset_id" uuid PRIMARY KEY NOT NULL,
	"status" "video_check_status" NOT NULL,
	"thresholds_version" integer NOT NULL,
	"measurements" jsonb,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure_reason" text,
	"measured_at" timestamp with time zone DEFAULT now() NOT NULL,
	"override_note" text,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "video_check" ADD CONSTRAINT "video_check_asset_id_video_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."video_asset"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_check_submitted_at_index" ON "video_check" USING btree ("submitted_at");