CREATE TABLE "proposal_video" (
	"proposal_id" uuid NOT NULL,
	"video_asset_id" uuid PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proposal_video" ADD CONSTRAINT "proposal_video_proposal_id_campaign_proposal_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."campaign_proposal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_video" ADD CONSTRAINT "proposal_video_video_asset_id_video_asset_id_fk" FOREIGN KEY ("video_asset_id") REFERENCES "public"."video_asset"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_video_proposal_id_position_index" ON "proposal_video" USING btree ("proposal_id","position");