-- Custom migration (decision 019): keeps creator_profile's directory keys
-- (is_listed, min_active_price_cents, total_followers, declared in schema/creators.ts) equal to
-- what they summarise, whichever code writes "user", creator_profile, creator_package or
-- social_link, and drops the expression index of 0004 that the stored search_vector (0007) replaces.
DROP INDEX IF EXISTS "creator_profile_search_index";--> statement-breakpoint
CREATE OR REPLACE FUNCTION creator_profile_refresh_sort_keys(target text) RETURNS void
LANGUAGE sql AS $$
  UPDATE creator_profile p
  SET min_active_price_cents = (SELECT min(k.price_cents) FROM creator_package k WHERE k.user_id = target AND k.is_active),
      total_followers = (SELECT coalesce(sum(l.follower_count), 0) FROM social_link l WHERE l.user_id = target)
  WHERE p.user_id = target
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION creator_profile_sort_keys_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM creator_profile_refresh_sort_keys(OLD.user_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM creator_profile_refresh_sort_keys(NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER creator_package_sort_keys AFTER INSERT OR DELETE OR UPDATE OF user_id, price_cents, is_active ON creator_package
  FOR EACH ROW EXECUTE FUNCTION creator_profile_sort_keys_changed();--> statement-breakpoint
CREATE TRIGGER social_link_sort_keys AFTER INSERT OR DELETE OR UPDATE OF user_id, follower_count ON social_link
  FOR EACH ROW EXECUTE FUNCTION creator_profile_sort_keys_changed();--> statement-breakpoint
-- The directory's listing rule (decision 010): a custom URL, the creator type, not banned.
CREATE OR REPLACE FUNCTION creator_profile_own_keys() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.is_listed := NEW.custom_url IS NOT NULL
    AND coalesce((SELECT 'creator' = any(u.types) AND u.banned IS NOT TRUE FROM "user" u WHERE u.id = NEW.user_id), false);
  IF TG_OP = 'INSERT' THEN
    -- A profile written after its packages or links (a seed, an import) starts with the right keys.
    NEW.min_active_price_cents := (SELECT min(k.price_cents) FROM creator_package k WHERE k.user_id = NEW.user_id AND k.is_active);
    NEW.total_followers := (SELECT coalesce(sum(l.follower_count), 0) FROM social_link l WHERE l.user_id = NEW.user_id);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER creator_profile_own_keys BEFORE INSERT OR UPDATE OF user_id, custom_url ON creator_profile
  FOR EACH ROW EXECUTE FUNCTION creator_profile_own_keys();--> statement-breakpoint
CREATE OR REPLACE FUNCTION creator_profile_user_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE creator_profile p
  SET is_listed = p.custom_url IS NOT NULL AND 'creator' = any(NEW.types) AND NEW.banned IS NOT TRUE
  WHERE p.user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_creator_listing AFTER UPDATE OF types, banned ON "user"
  FOR EACH ROW WHEN (OLD.types IS DISTINCT FROM NEW.types OR OLD.banned IS DISTINCT FROM NEW.banned)
  EXECUTE FUNCTION creator_profile_user_changed();--> statement-breakpoint
UPDATE creator_profile p
SET is_listed = p.custom_url IS NOT NULL AND 'creator' = any(u.types) AND u.banned IS NOT TRUE,
    min_active_price_cents = (SELECT min(k.price_cents) FROM creator_package k WHERE k.user_id = p.user_id AND k.is_active),
    total_followers = (SELECT coalesce(sum(l.follower_count), 0) FROM social_link l WHERE l.user_id = p.user_id)
FROM "user" u WHERE u.id = p.user_id;
