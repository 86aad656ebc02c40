CREATE TYPE "public"."ad_platform" AS ENUM('meta', 'tiktok');--> statement-breakpoint
CREATE TYPE "public"."ad_result_match" AS ENUM('code', 'hand');--> statement-breakpoint
CREATE TABLE "ad_result" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_account_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"platform" "ad_platform" NOT NULL,
	"account_ref" text DEFAULT '' NOT NULL,
	"ad_ref" text NOT NULL,
	"ad_name" text NOT NULL,
	"campaign_name" text DEFAULT '' NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"currency" text NOT NULL,
	"spend_minor" bigint NOT NULL,
	"impressions" bigint NOT NULL,
	"clicks" bigint NOT NULL,
	"conversions" bigint NOT NULL,
	"conversion_value_minor" bigint NOT NULL,
	"hook_views" bigint NOT NULL,
	"hold_views" bigint NOT NULL,
	"licence_id" uuid,
	"asset_code" text,
	"matched_by" "ad_result_match",
	CONSTRAINT "ad_result_range" CHECK ("ad_result"."ends_on" >= "ad_result"."starts_on"),
	CONSTRAINT "ad_result_non_negative" CHECK ("ad_result"."spend_minor" >= 0 AND "ad_result"."impressions" >= 0 AND "ad_result"."clicks" >= 0 AND "ad_result"."conversions" >= 0 AND "ad_result"."conversion_value_minor" >= 0 AND "ad_result"."hook_views" >= 0 AND "ad_result"."hold_views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ad_result_hand_match" (
	"buyer_account_id" uuid NOT NULL,
	"platform" "ad_platform" NOT NULL,
	"ad_ref" text NOT NULL,
	"licence_id" uuid NOT NULL,
	"matched_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_result_import" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_account_id" uuid NOT NULL,
	"platform" "ad_platform" NOT NULL,
	"source" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"row_count" integer NOT NULL,
	"replaced_count" integer DEFAULT 0 NOT NULL,
	"imported_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_result" ADD CONSTRAINT "ad_result_buyer_account_id_buyer_account_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."buyer_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_result" ADD CONSTRAINT "ad_result_import_id_ad_result_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."ad_result_import"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_result" ADD CONSTRAINT "ad_result_licence_id_video_licence_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."video_licence"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_result_hand_match" ADD CONSTRAINT "ad_result_hand_match_buyer_account_id_buyer_account_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."buyer_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_result_hand_match" ADD CONSTRAINT "ad_result_hand_match_licence_id_video_licence_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."video_licence"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_result_hand_match" ADD CONSTRAINT "ad_result_hand_match_matched_by_user_id_user_id_fk" FOREIGN KEY ("matched_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_result_import" ADD CONSTRAINT "ad_result_import_buyer_account_id_buyer_account_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."buyer_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_result_import" ADD CONSTRAINT "ad_result_import_imported_by_user_id_user_id_fk" FOREIGN KEY ("imported_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_result_one_row" ON "ad_result" USING btree ("buyer_account_id","platform","account_ref","ad_ref","starts_on","ends_on");--> statement-breakpoint
CREATE INDEX "ad_result_leaderboard" ON "ad_result" USING btree ("buyer_account_id","currency","starts_on") INCLUDE ("ends_on","licence_id","asset_code","campaign_name","platform","spend_minor","impressions","clicks","conversions","conversion_value_minor","hook_views","hold_views");--> statement-breakpoint
CREATE INDEX "ad_result_buyer_account_id_platform_ad_ref_index" ON "ad_result" USING btree ("buyer_account_id","platform","ad_ref") WHERE "ad_result"."licence_id" IS NULL;--> statement-breakpoint
CREATE INDEX "ad_result_import_id_index" ON "ad_result" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "ad_result_licence_id_index" ON "ad_result" USING btree ("licence_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_result_hand_match_key" ON "ad_result_hand_match" USING btree ("buyer_account_id","platform","ad_ref");--> statement-breakpoint
CREATE INDEX "ad_result_import_buyer_account_id_created_at_index" ON "ad_result_import" USING btree ("buyer_account_id","created_at");