CREATE TYPE "public"."paid_usage_platform" AS ENUM('tiktok_spark', 'meta_partnership');--> statement-breakpoint
CREATE TYPE "public"."paid_usage_status" AS ENUM('pending', 'active', 'revoked', 'refunded');--> statement-breakpoint
CREATE TABLE "paid_usage_authorisation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"renewal_of" uuid,
	"platform" "paid_usage_platform" NOT NULL,
	"window_days" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"status" "paid_usage_status" DEFAULT 'pending' NOT NULL,
	"sealed_code" text,
	"code_hint" text,
	"platform_ref" text,
	"code_window_days" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"handed_over_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"refunded_at" timestamp with time zone,
	"expiring_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paid_usage_price_positive" CHECK ("paid_usage_authorisation"."price_cents" > 0 AND "paid_usage_authorisation"."window_days" > 0),
	CONSTRAINT "paid_usage_handed_over" CHECK ("paid_usage_authorisation"."status" IN ('pending', 'refunded') OR ("paid_usage_authorisation"."sealed_code" IS NOT NULL AND "paid_usage_authorisation"."starts_at" IS NOT NULL AND "paid_usage_authorisation"."ends_at" > "paid_usage_authorisation"."starts_at"))
);
--> statement-breakpoint
ALTER TABLE "creator_package" ADD COLUMN "paid_usage_offers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign" ADD COLUMN "paid_usage_ask" jsonb;--> statement-breakpoint
ALTER TABLE "paid_usage_authorisation" ADD CONSTRAINT "paid_usage_authorisation_order_id_market_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."market_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paid_usage_authorisation" ADD CONSTRAINT "paid_usage_authorisation_renewal_of_paid_usage_authorisation_id_fk" FOREIGN KEY ("renewal_of") REFERENCES "public"."paid_usage_authorisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paid_usage_authorisation_order_id_index" ON "paid_usage_authorisation" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paid_usage_one_renewal" ON "paid_usage_authorisation" USING btree ("renewal_of");--> statement-breakpoint
CREATE INDEX "paid_usage_expiring_due" ON "paid_usage_authorisation" USING btree ("ends_at") WHERE "paid_usage_authorisation"."expiring_notified_at" IS NULL AND "paid_usage_authorisation"."status" = 'active';