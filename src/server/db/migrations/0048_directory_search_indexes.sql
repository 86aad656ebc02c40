-- Decision 089. The directory's text search with a niche filter: one GIN over both columns hands the rows
-- matching both, where two single-column bitmaps were ANDed (a niche alone is 12,000 of 100,000 creators).
CREATE INDEX "creator_profile_text_niches_index" ON "creator_profile" USING gin ("search_vector","niches") WHERE "is_listed";--> statement-breakpoint
-- The bounded count of the in-app directory's filters (language, followers, rating): an index-only walk that reads
-- the filtered columns from the index instead of the wide rows (Drizzle cannot declare INCLUDE columns).
CREATE INDEX "creator_profile_filters_index" ON "creator_profile" USING btree ("user_id") INCLUDE ("languages","total_followers","rating_average") WHERE "is_listed";--> statement-breakpoint
-- The admin user search's custom-URL key: each creator's URL beside the user's created_at, so the newest
-- URLs matching a prefix are one index walk (the URL read from the index) instead of a creator_profile
-- probe for each of the newest users. Kept by the triggers below, whichever code writes the rows.
CREATE TABLE "creator_url_key" (
	"user_id" text PRIMARY KEY NOT NULL,
	"custom_url" text NOT NULL,
	"user_created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_url_key" ADD CONSTRAINT "creator_url_key_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_url_key_newest_idx" ON "creator_url_key" USING btree ("user_created_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST) INCLUDE ("custom_url");--> statement-breakpoint
CREATE INDEX "creator_url_key_prefix_idx" ON "creator_url_key" USING btree ("custom_url" text_pattern_ops);--> statement-breakpoint
CREATE FUNCTION creator_url_key_of_profile() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN DELETE FROM creator_url_key WHERE user_id = OLD.user_id; END IF;
  IF TG_OP <> 'DELETE' AND NEW.custom_url IS NOT NULL THEN
    INSERT INTO creator_url_key (user_id, custom_url, user_created_at)
    SELECT NEW.user_id, NEW.custom_url, u.created_at FROM "user" u WHERE u.id = NEW.user_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER creator_profile_url_key AFTER INSERT OR DELETE OR UPDATE OF user_id, custom_url ON creator_profile
  FOR EACH ROW EXECUTE FUNCTION creator_url_key_of_profile();--> statement-breakpoint
CREATE FUNCTION creator_url_key_of_user() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE creator_url_key SET user_created_at = NEW.created_at WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_created_url_key AFTER UPDATE OF created_at ON "user"
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION creator_url_key_of_user();--> statement-breakpoint
INSERT INTO creator_url_key (user_id, custom_url, user_created_at)
SELECT p.user_id, p.custom_url, u.created_at FROM creator_profile p JOIN "user" u ON u.id = p.user_id WHERE p.custom_url IS NOT NULL;
