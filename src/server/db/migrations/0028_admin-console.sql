CREATE TYPE "public"."report_status" AS ENUM('open', 'dismissed', 'actioned');--> statement-breakpoint
CREATE TYPE "public"."report_target" AS ENUM('user', 'creator_profile', 'message', 'campaign', 'package');--> statement-breakpoint
CREATE TABLE "content_report" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_user_id" text NOT NULL,
	"target_type" "report_target" NOT NULL,
	"target_id" text NOT NULL,
	"target_user_id" text,
	"conversation_id" uuid,
	"reason" text NOT NULL,
	"status" "report_status" DEFAULT 'open' NOT NULL,
	"resolved_by_user_id" text,
	"resolved_at" timestamp with time zone,
	"resolution_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_check_run" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ok" boolean NOT NULL,
	"accounts" integer NOT NULL,
	"transfers" integer NOT NULL,
	"problems" text[] DEFAULT '{}' NOT NULL,
	"requested_by_user_id" text,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_profile" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creator_profile" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "is_complimentary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "creator_package" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creator_package" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "campaign" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "market_order" ADD COLUMN "dispute_resolution_note" text;--> statement-breakpoint
ALTER TABLE "market_order" ADD COLUMN "dispute_creator_cents" integer;--> statement-breakpoint
ALTER TABLE "market_order" ADD COLUMN "dispute_buyer_cents" integer;--> statement-breakpoint
CREATE INDEX "content_report_status_created_at_index" ON "content_report" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "content_report_target_user_id_created_at_index" ON "content_report" USING btree ("target_user_id","created_at");--> statement-breakpoint
CREATE INDEX "content_report_target_type_target_id_index" ON "content_report" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "ledger_check_run_ran_at_index" ON "ledger_check_run" USING btree ("ran_at");--> statement-breakpoint
-- A creator profile hidden by moderation leaves the directory and /c/{custom_url}: is_listed
-- (decision 019) now also needs hidden_at to be null, kept by the same triggers as before.
CREATE OR REPLACE FUNCTION creator_profile_own_keys() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.is_listed := creator_profile_is_complete(NEW) AND NEW.hidden_at IS NULL
    AND coalesce((SELECT 'creator' = any(u.types) AND u.banned IS NOT TRUE FROM "user" u WHERE u.id = NEW.user_id), false);
  IF TG_OP = 'INSERT' THEN
    NEW.min_active_price_cents := (SELECT min(k.price_cents) FROM creator_package k WHERE k.user_id = NEW.user_id AND k.is_active);
    NEW.total_followers := (SELECT coalesce(sum(l.follower_count), 0) FROM social_link l WHERE l.user_id = NEW.user_id);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS creator_profile_own_keys ON creator_profile;--> statement-breakpoint
CREATE TRIGGER creator_profile_own_keys BEFORE INSERT OR UPDATE OF user_id, custom_url, first_name, last_name, description,
  short_bio, profile_photo_one, profile_photo_two, profile_photo_three, profile_photo_four, avatar, hidden_at ON creator_profile
  FOR EACH ROW EXECUTE FUNCTION creator_profile_own_keys();--> statement-breakpoint
CREATE OR REPLACE FUNCTION creator_profile_user_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE creator_profile p
  SET is_listed = creator_profile_is_complete(p) AND p.hidden_at IS NULL AND 'creator' = any(NEW.types) AND NEW.banned IS NOT TRUE
  WHERE p.user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Reports made before the moderation queue existed were only written to the audit log.
INSERT INTO content_report (reporter_user_id, target_type, target_id, target_user_id, conversation_id, reason, created_at)
SELECT a.actor_user_id, 'user', a.target_id, a.target_id, (a.metadata->>'conversationId')::uuid, coalesce(a.metadata->>'reason', ''), a.created_at
FROM audit_log a WHERE a.action = 'conversation.report' AND a.target_id IS NOT NULL;
