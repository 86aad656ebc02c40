CREATE TYPE "public"."ledger_account_kind" AS ENUM('buyer_wallet', 'order_escrow', 'creator_earnings', 'payouts_in_transit', 'platform_revenue', 'provider_clearing');--> statement-breakpoint
CREATE TYPE "public"."ledger_transfer_reason" AS ENUM('top_up', 'order_funded', 'order_payment', 'platform_fee', 'order_refunded', 'payout_requested', 'payout_paid', 'payout_failed', 'subscription', 'adjustment');--> statement-breakpoint
CREATE TYPE "public"."payment_checkout_purpose" AS ENUM('top_up', 'setup');--> statement-breakpoint
CREATE TYPE "public"."payment_checkout_status" AS ENUM('pending', 'paid', 'declined', 'canceled', 'expired');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('sandbox', 'stripe');--> statement-breakpoint
CREATE TABLE "ledger_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "ledger_account_kind" NOT NULL,
	"owner_key" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"is_guarded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_account_guarded_non_negative" CHECK (NOT "ledger_account"."is_guarded" OR "ledger_account"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reason" "ledger_transfer_reason" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entry_non_zero" CHECK ("ledger_entry"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfer" (
	"id" uuid PRIMARY KEY NOT NULL,
	"from_account_id" uuid NOT NULL,
	"to_account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"reason" "ledger_transfer_reason" NOT NULL,
	"reference_type" text NOT NULL,
	"reference_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfer_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transfer_positive" CHECK ("ledger_transfer"."amount" > 0),
	CONSTRAINT "ledger_transfer_distinct_accounts" CHECK ("ledger_transfer"."from_account_id" <> "ledger_transfer"."to_account_id")
);
--> statement-breakpoint
CREATE TABLE "billing_profile" (
	"buyer_account_id" uuid PRIMARY KEY NOT NULL,
	"billing_email" text,
	"company_name" text,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"country" text,
	"stripe_customer_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_checkout" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_account_id" uuid NOT NULL,
	"created_by_user_id" text,
	"provider" "payment_provider" NOT NULL,
	"purpose" "payment_checkout_purpose" NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" "payment_checkout_status" DEFAULT 'pending' NOT NULL,
	"provider_session_id" text,
	"checkout_url" text,
	"return_path" text DEFAULT '/platform' NOT NULL,
	"transfer_id" uuid,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_checkout_providerSessionId_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "payment_checkout_amount" CHECK (("payment_checkout"."purpose" = 'top_up' AND "payment_checkout"."amount_cents" > 0) OR ("payment_checkout"."purpose" = 'setup' AND "payment_checkout"."amount_cents" = 0))
);
--> statement-breakpoint
CREATE TABLE "payment_method" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_account_id" uuid NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_transfer_id_ledger_transfer_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_account_id_ledger_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfer" ADD CONSTRAINT "ledger_transfer_from_account_id_ledger_account_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfer" ADD CONSTRAINT "ledger_transfer_to_account_id_ledger_account_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_profile" ADD CONSTRAINT "billing_profile_buyer_account_id_buyer_account_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."buyer_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checkout" ADD CONSTRAINT "payment_checkout_buyer_account_id_buyer_account_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."buyer_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checkout" ADD CONSTRAINT "payment_checkout_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checkout" ADD CONSTRAINT "payment_checkout_transfer_id_ledger_transfer_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method" ADD CONSTRAINT "payment_method_buyer_account_id_buyer_account_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."buyer_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_account_owner" ON "ledger_account" USING btree ("kind","owner_key","currency");--> statement-breakpoint
CREATE INDEX "ledger_entry_account_id_id_index" ON "ledger_entry" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entry_transfer_id_index" ON "ledger_entry" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "ledger_transfer_reference_type_reference_id_index" ON "ledger_transfer" USING btree ("reference_type","reference_id");--> statement-breakpoint
CREATE INDEX "payment_checkout_buyer_account_id_created_at_index" ON "payment_checkout" USING btree ("buyer_account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_method_provider_id" ON "payment_method" USING btree ("provider","provider_method_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_method_one_default" ON "payment_method" USING btree ("buyer_account_id") WHERE "payment_method"."is_default";--> statement-breakpoint
CREATE INDEX "payment_method_buyer_account_id_index" ON "payment_method" USING btree ("buyer_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_event_provider_event" ON "payment_webhook_event" USING btree ("provider","event_id");