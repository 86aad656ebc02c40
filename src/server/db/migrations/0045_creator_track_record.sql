CREATE TABLE "creator_track_record" (
	"creator_user_id" text PRIMARY KEY NOT NULL,
	"delivered_orders" integer DEFAULT 0 NOT NULL,
	"on_time_orders" integer DEFAULT 0 NOT NULL,
	"on_time_rate" double precision,
	"approved_orders" integer DEFAULT 0 NOT NULL,
	"first_version_orders" integer DEFAULT 0 NOT NULL,
	"first_version_rate" double precision,
	"revision_rounds" integer DEFAULT 0 NOT NULL,
	"average_revision_rounds" double precision,
	"reply_conversations" integer DEFAULT 0 NOT NULL,
	"median_reply_seconds" integer,
	"ad_videos" integer DEFAULT 0 NOT NULL,
	"median_hook_rate" double precision,
	"median_roas" double precision,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_track_record" ADD CONSTRAINT "creator_track_record_creator_user_id_creator_profile_user_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."creator_profile"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_track_record_on_time" ON "creator_track_record" USING btree ("on_time_rate");--> statement-breakpoint
CREATE INDEX "creator_track_record_first_version" ON "creator_track_record" USING btree ("first_version_rate");--> statement-breakpoint
CREATE INDEX "creator_track_record_reply" ON "creator_track_record" USING btree ("median_reply_seconds");