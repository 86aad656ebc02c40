CREATE TYPE "public"."payout_status" AS ENUM('requested', 'approved', 'paid', 'failed');--> statement-breakpoint
CREATE TABLE "payout" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_user_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" "payout_status" NOT NULL,
	"provider" text NOT NULL,
	"destination_last4" text NOT NULL,
	"approved_by_user_id" text,
	"failure_reason" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payout_amount_positive" CHECK ("payout"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payout_method" (
	"creator_user_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"holder_name" text NOT NULL,
	"account_last4" text NOT NULL,
	"country" text NOT NULL,
	"external_account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payout" ADD CONSTRAINT "payout_creator_user_id_user_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_method" ADD CONSTRAINT "payout_method_creator_user_id_user_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_creator_user_id_requested_at_index" ON "payout" USING btree ("creator_user_id","requested_at");--> statement-breakpoint
CREATE INDEX "payout_status_requested_at_index" ON "payout" USING btree ("status","requested_at");