CREATE TYPE "public"."campaign_pricing" AS ENUM('fixed', 'bids');--> statement-breakpoint
CREATE TYPE "public"."campaign_status" AS ENUM('draft', 'active', 'paused', 'closed', 'archived');--> statement-breakpoint
CREATE TYPE "public"."proposal_status" AS ENUM('submitted', 'shortlisted', 'accepted', 'rejected', 'withdrawn');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'CampaignProposalUpdated';--> statement-breakpoint
CREATE TABLE "campaign" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_account_id" uuid NOT NULL,
	"brand_profile_id" uuid,
	"created_by_user_id" text,
	"status" "campaign_status" DEFAULT 'draft' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"product_url" text,
	"product_retail_value_cents" integer,
	"product_image_url" text,
	"product_shipped" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"talking_points" text[] DEFAULT '{}' NOT NULL,
	"hooks" text[] DEFAULT '{}' NOT NULL,
	"dos" text[] DEFAULT '{}' NOT NULL,
	"donts" text[] DEFAULT '{}' NOT NULL,
	"example_video_urls" text[] DEFAULT '{}' NOT NULL,
	"videos_per_creator" integer DEFAULT 1 NOT NULL,
	"video_length_seconds" integer DEFAULT 30 NOT NULL,
	"aspect_ratio" "aspect_ratio" DEFAULT '9:16' NOT NULL,
	"platforms" text[] DEFAULT '{}' NOT NULL,
	"countries" text[] DEFAULT '{}' NOT NULL,
	"niches" text[] DEFAULT '{}' NOT NULL,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"min_followers" integer DEFAULT 0 NOT NULL,
	"pricing" "campaign_pricing" DEFAULT 'fixed' NOT NULL,
	"price_min_cents" integer,
	"price_max_cents" integer,
	"creators_wanted" integer DEFAULT 1 NOT NULL,
	"application_deadline" timestamp with time zone,
	"usage_rights_term" "usage_rights_term" DEFAULT '90d' NOT NULL,
	"revision_rounds" integer DEFAULT 2 NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_counts_valid" CHECK ("campaign"."videos_per_creator" > 0 AND "campaign"."video_length_seconds" > 0 AND "campaign"."creators_wanted" > 0),
	CONSTRAINT "campaign_revisions_nonnegative" CHECK ("campaign"."revision_rounds" >= 0 AND "campaign"."min_followers" >= 0),
	CONSTRAINT "campaign_price_range" CHECK (("campaign"."price_min_cents" IS NULL OR "campaign"."price_min_cents" > 0) AND ("campaign"."price_max_cents" IS NULL OR "campaign"."price_min_cents" IS NULL OR "campaign"."price_max_cents" >= "campaign"."price_min_cents"))
);
--> statement-breakpoint
CREATE TABLE "campaign_invitation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"creator_user_id" text NOT NULL,
	"invited_by_user_id" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_proposal" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"creator_user_id" text NOT NULL,
	"status" "proposal_status" DEFAULT 'submitted' NOT NULL,
	"pitch" text NOT NULL,
	"price_cents" integer NOT NULL,
	"portfolio_links" text[] DEFAULT '{}' NOT NULL,
	"rejection_reason" text,
	"order_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_proposal_price_positive" CHECK ("campaign_proposal"."price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "campaign" ADD CONSTRAINT "campaign_buyer_account_id_buyer_account_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."buyer_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign" ADD CONSTRAINT "campaign_brand_profile_id_brand_profile_id_fk" FOREIGN KEY ("brand_profile_id") REFERENCES "public"."brand_profile"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign" ADD CONSTRAINT "campaign_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_invitation" ADD CONSTRAINT "campaign_invitation_campaign_id_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaign"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_invitation" ADD CONSTRAINT "campaign_invitation_creator_user_id_user_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_invitation" ADD CONSTRAINT "campaign_invitation_invited_by_user_id_user_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_proposal" ADD CONSTRAINT "campaign_proposal_campaign_id_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaign"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_proposal" ADD CONSTRAINT "campaign_proposal_creator_user_id_user_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_proposal" ADD CONSTRAINT "campaign_proposal_order_id_market_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."market_order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_buyer_account_id_status_index" ON "campaign" USING btree ("buyer_account_id","status");--> statement-breakpoint
CREATE INDEX "campaign_active_index" ON "campaign" USING btree ("published_at" DESC NULLS LAST,"id") WHERE "campaign"."status" = 'active';--> statement-breakpoint
CREATE INDEX "campaign_live_deadline_index" ON "campaign" USING btree ("application_deadline") WHERE "campaign"."status" IN ('active', 'paused');--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_invitation_campaign_id_creator_user_id_index" ON "campaign_invitation" USING btree ("campaign_id","creator_user_id");--> statement-breakpoint
CREATE INDEX "campaign_invitation_creator_user_id_created_at_index" ON "campaign_invitation" USING btree ("creator_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_proposal_one_live" ON "campaign_proposal" USING btree ("campaign_id","creator_user_id") WHERE "campaign_proposal"."status" IN ('submitted', 'shortlisted', 'accepted');--> statement-breakpoint
CREATE INDEX "campaign_proposal_campaign_id_status_created_at_index" ON "campaign_proposal" USING btree ("campaign_id","status","created_at");--> statement-breakpoint
CREATE INDEX "campaign_proposal_creator_user_id_created_at_index" ON "campaign_proposal" USING btree ("creator_user_id","created_at");