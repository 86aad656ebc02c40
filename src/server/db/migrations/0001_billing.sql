CREATE TYPE "public"."subscription_status" AS ENUM('active', 'past_due', 'canceled');--> statement-breakpoint
CREATE TABLE "plan" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"package_name" text NOT NULL,
	"price_id" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"features" text[] DEFAULT '{}' NOT NULL,
	"included_seats" integer NOT NULL,
	"included_brands" integer NOT NULL,
	"allowed_campaigns" integer NOT NULL,
	"monthly_price_cents" integer,
	"extra_seat_price_cents" integer DEFAULT 0 NOT NULL,
	"extra_brand_price_cents" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_code_unique" UNIQUE("code"),
	CONSTRAINT "plan_priceId_unique" UNIQUE("price_id"),
	CONSTRAINT "plan_counts_non_negative" CHECK ("plan"."included_seats" >= 0 AND "plan"."included_brands" >= 0 AND "plan"."allowed_campaigns" >= 0),
	CONSTRAINT "plan_prices_non_negative" CHECK (("plan"."monthly_price_cents" IS NULL OR "plan"."monthly_price_cents" >= 0) AND "plan"."extra_seat_price_cents" >= 0 AND "plan"."extra_brand_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscription" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_account_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"status" "subscription_status" DEFAULT 'active' NOT NULL,
	"extra_seats" integer DEFAULT 0 NOT NULL,
	"extra_brands" integer DEFAULT 0 NOT NULL,
	"period_price_cents" integer DEFAULT 0 NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"period_number" integer DEFAULT 1 NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"pending_plan_id" uuid,
	"pending_extra_seats" integer,
	"pending_extra_brands" integer,
	"renewal_attempts" integer DEFAULT 0 NOT NULL,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_extras_non_negative" CHECK ("subscription"."extra_seats" >= 0 AND "subscription"."extra_brands" >= 0)
);
--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_buyer_account_id_buyer_account_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."buyer_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_plan_id_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_pending_plan_id_plan_id_fk" FOREIGN KEY ("pending_plan_id") REFERENCES "public"."plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_one_live_per_account" ON "subscription" USING btree ("buyer_account_id") WHERE "subscription"."status" <> 'canceled';--> statement-breakpoint
CREATE INDEX "subscription_status_current_period_end_index" ON "subscription" USING btree ("status","current_period_end");