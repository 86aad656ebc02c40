CREATE TABLE "creator_portfolio_video" (
	"asset_id" uuid PRIMARY KEY NOT NULL,
	"creator_user_id" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_asset" ADD COLUMN "conversation_id" uuid;--> statement-breakpoint
ALTER TABLE "creator_portfolio_video" ADD CONSTRAINT "creator_portfolio_video_asset_id_video_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."video_asset"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_portfolio_video" ADD CONSTRAINT "creator_portfolio_video_creator_user_id_user_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_portfolio_video_creator_user_id_position_index" ON "creator_portfolio_video" USING btree ("creator_user_id","position");--> statement-breakpoint
ALTER TABLE "video_asset" ADD CONSTRAINT "video_asset_conversation_id_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_asset_conversation_id_index" ON "video_asset" USING btree ("conversation_id");