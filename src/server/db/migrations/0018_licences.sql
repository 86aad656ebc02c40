CREATE TYPE "public"."licence_usage" AS ENUM('organic', 'paid', 'paid_and_organic');--> statement-breakpoint
CREATE TABLE "video_licence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_video_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"asset_id" uuid,
	"licensor_user_id" text NOT NULL,
	"licensor_name" text NOT NULL,
	"licensee_brand_profile_id" uuid NOT NULL,
	"licensee_buyer_account_id" uuid NOT NULL,
	"licensee_name" text NOT NULL,
	"platforms" text[] DEFAULT '{}' NOT NULL,
	"usage" "licence_usage" NOT NULL,
	"term" "usage_rights_term" NOT NULL,
	"raw_footage" boolean NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_licence_dates" CHECK ("video_licence"."ends_at" IS NULL OR "video_licence"."ends_at" > "video_licence"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "video_licence" ADD CONSTRAINT "video_licence_order_video_id_order_video_id_fk" FOREIGN KEY ("order_video_id") REFERENCES "public"."order_video"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_licence" ADD CONSTRAINT "video_licence_order_id_market_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."market_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_licence" ADD CONSTRAINT "video_licence_asset_id_video_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."video_asset"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_licence" ADD CONSTRAINT "video_licence_licensor_user_id_user_id_fk" FOREIGN KEY ("licensor_user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_licence" ADD CONSTRAINT "video_licence_licensee_brand_profile_id_brand_profile_id_fk" FOREIGN KEY ("licensee_brand_profile_id") REFERENCES "public"."brand_profile"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_licence" ADD CONSTRAINT "video_licence_licensee_buyer_account_id_buyer_account_id_fk" FOREIGN KEY ("licensee_buyer_account_id") REFERENCES "public"."buyer_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "video_licence_order_video" ON "video_licence" USING btree ("order_video_id");--> statement-breakpoint
CREATE INDEX "video_licence_licensee_buyer_account_id_starts_at_index" ON "video_licence" USING btree ("licensee_buyer_account_id","starts_at");--> statement-breakpoint
CREATE INDEX "video_licence_licensor_user_id_starts_at_index" ON "video_licence" USING btree ("licensor_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "video_licence_order_id_index" ON "video_licence" USING btree ("order_id");