CREATE TABLE "creator_url_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_url_history" ADD CONSTRAINT "creator_url_history_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_url_history_user_id_index" ON "creator_url_history" USING btree ("user_id");--> statement-breakpoint
-- Custom SQL (decision 033): a creator is listed (directory card, public page,
-- sitemap) only once the profile is complete (docs/product/current-user.md: first and last name, custom URL,
-- description and short bio, four photos and the avatar; blank text counts as missing, as in
-- src/lib/profile-completeness.ts), besides the creator type and not banned. is_listed stays the
-- one indexed column the directory filters on (decision 019); the triggers of 0008 now keep it
-- from every column the rule reads.
CREATE OR REPLACE FUNCTION creator_profile_is_complete(p creator_profile) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(btrim(p.first_name), '') <> '' AND coalesce(btrim(p.last_name), '') <> ''
     AND coalesce(btrim(p.custom_url), '') <> ''
     AND coalesce(btrim(p.description), '') <> '' AND coalesce(btrim(p.short_bio), '') <> ''
     AND coalesce(btrim(p.profile_photo_one), '') <> '' AND coalesce(btrim(p.profile_photo_two), '') <> ''
     AND coalesce(btrim(p.profile_photo_three), '') <> '' AND coalesce(btrim(p.profile_photo_four), '') <> ''
     AND coalesce(btrim(p.avatar), '') <> ''
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION creator_profile_own_keys() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.is_listed := creator_profile_is_complete(NEW)
    AND coalesce((SELECT 'creator' = any(u.types) AND u.banned IS NOT TRUE FROM "user" u WHERE u.id = NEW.user_id), false);
  IF TG_OP = 'INSERT' THEN
    -- A profile written after its packages or links (a seed, an import) starts with the right keys.
    NEW.min_active_price_cents := (SELECT min(k.price_cents) FROM creator_package k WHERE k.user_id = NEW.user_id AND k.is_active);
    NEW.total_followers := (SELECT coalesce(sum(l.follower_count), 0) FROM social_link l WHERE l.user_id = NEW.user_id);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS creator_profile_own_keys ON creator_profile;--> statement-breakpoint
CREATE TRIGGER creator_profile_own_keys BEFORE INSERT OR UPDATE OF user_id, custom_url, first_name, last_name, description,
  short_bio, profile_photo_one, profile_photo_two, profile_photo_three, profile_photo_four, avatar ON creator_profile
  FOR EACH ROW EXECUTE FUNCTION creator_profile_own_keys();--> statement-breakpoint
CREATE OR REPLACE FUNCTION creator_profile_user_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE creator_profile p
  SET is_listed = creator_profile_is_complete(p) AND 'creator' = any(NEW.types) AND NEW.banned IS NOT TRUE
  WHERE p.user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
UPDATE creator_profile p
SET is_listed = creator_profile_is_complete(p) AND 'creator' = any(u.types) AND u.banned IS NOT TRUE
FROM "user" u WHERE u.id = p.user_id;
