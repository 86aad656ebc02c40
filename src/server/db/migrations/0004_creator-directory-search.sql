-- Custom migration: indexes for the public creator directory's SQL search and filters.
-- creator_profile is declared in schema/creators.ts; these expression/GIN indexes cannot be
-- declared there without touching another area's file, so they live in this migration only.
-- The full-text expression must match search-creators.ts character for character.
CREATE INDEX IF NOT EXISTS "creator_profile_search_index" ON "creator_profile" USING gin (
	to_tsvector('simple'::regconfig, coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("short_bio", '') || ' ' || coalesce("description", '') || ' ' || coalesce("custom_url", ''))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "creator_profile_niches_index" ON "creator_profile" USING gin ("niches");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "social_link_platform_user_index" ON "social_link" USING btree ("platform", "user_id");
