CREATE TYPE "public"."order_source" AS ENUM('package', 'campaign');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('funded', 'awaiting_shipment', 'in_production', 'delivered', 'revision_requested', 'completed', 'cancelled', 'disputed', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."order_video_status" AS ENUM('pending', 'uploaded', 'revision_requested', 'approved');--> statement-breakpoint
CREATE TYPE "public"."received_condition" AS ENUM('received', 'damaged');--> statement-breakpoint
CREATE TYPE "public"."shipping_carrier" AS ENUM('usps', 'ups', 'fedex', 'dhl', 'other');--> statement-breakpoint
CREATE TABLE "market_order" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" "order_source" DEFAULT 'package' NOT NULL,
	"status" "order_status" DEFAULT 'funded' NOT NULL,
	"buyer_account_id" uuid NOT NULL,
	"buyer_user_id" text,
	"brand_profile_id" uuid NOT NULL,
	"creator_user_id" text NOT NULL,
	"package_id" uuid,
	"proposal_id" uuid,
	"package_snapshot" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"platform_fee_bps" integer NOT NULL,
	"turnaround_days" integer NOT NULL,
	"brief" jsonb NOT NULL,
	"ships_product" boolean NOT NULL,
	"idempotency_key" text NOT NULL,
	"production_started_at" timestamp with time zone,
	"deadline_at" timestamp with time zone,
	"deadline_reminder_sent_at" timestamp with time zone,
	"late_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text,
	"dispute_opened_by" text,
	"dispute_reason" text,
	"dispute_opened_at" timestamp with time zone,
	"dispute_resolved_at" timestamp with time zone,
	"dispute_resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_order_price_positive" CHECK ("market_order"."price_cents" > 0),
	CONSTRAINT "market_order_fee_bps" CHECK ("market_order"."platform_fee_bps" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "order_video" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"status" "order_video_status" DEFAULT 'pending' NOT NULL,
	"price_cents" integer NOT NULL,
	"carrier" "shipping_carrier",
	"tracking_number" text,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"received_condition" "received_condition",
	"received_note" text,
	"received_photo_key" text,
	"asset_key" text,
	"uploaded_at" timestamp with time zone,
	"review_due_at" timestamp with time zone,
	"review_warning_sent_at" timestamp with time zone,
	"revision_rounds_left" integer NOT NULL,
	"revision_note" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_video_rounds_nonnegative" CHECK ("order_video"."revision_rounds_left" >= 0),
	CONSTRAINT "order_video_price_nonnegative" CHECK ("order_video"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "saved_product" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_account_id" uuid NOT NULL,
	"brand_profile_id" uuid,
	"name" text NOT NULL,
	"url" text,
	"retail_value_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domain_event" ALTER COLUMN "occurred_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "market_order" ADD CONSTRAINT "market_order_buyer_account_id_buyer_account_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."buyer_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_order" ADD CONSTRAINT "market_order_buyer_user_id_user_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_order" ADD CONSTRAINT "market_order_brand_profile_id_brand_profile_id_fk" FOREIGN KEY ("brand_profile_id") REFERENCES "public"."brand_profile"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_order" ADD CONSTRAINT "market_order_creator_user_id_user_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_order" ADD CONSTRAINT "market_order_package_id_creator_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."creator_package"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_video" ADD CONSTRAINT "order_video_order_id_market_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."market_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_product" ADD CONSTRAINT "saved_product_buyer_account_id_buyer_account_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."buyer_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_product" ADD CONSTRAINT "saved_product_brand_profile_id_brand_profile_id_fk" FOREIGN KEY ("brand_profile_id") REFERENCES "public"."brand_profile"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_order_idempotency" ON "market_order" USING btree ("buyer_account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "market_order_buyer_account_id_created_at_index" ON "market_order" USING btree ("buyer_account_id","created_at");--> statement-breakpoint
CREATE INDEX "market_order_creator_user_id_created_at_index" ON "market_order" USING btree ("creator_user_id","created_at");--> statement-breakpoint
CREATE INDEX "market_order_status_deadline_at_index" ON "market_order" USING btree ("status","deadline_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_video_order_id_position_index" ON "order_video" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_video_review_due" ON "order_video" USING btree ("review_due_at") WHERE "order_video"."status" = 'uploaded';--> statement-breakpoint
CREATE INDEX "saved_product_buyer_account_id_created_at_index" ON "saved_product" USING btree ("buyer_account_id","created_at");