-- The directory's text search with a niche filter (decision 089): one GIN over both columns hands the
-- rows matching both, where two single-column bitmaps were ANDed (a niche alone is 12,000 of 100,000 creators).
CREATE INDEX "creator_profile_text_niches_index" ON "creator_profile" USING gin ("search_vector","niches") WHERE "is_listed";--> statement-breakpoint
-- The bounded count of the in-app directory's filters (language, followers, rating): an index-only walk that reads
-- the filtered columns from the index instead of the wide rows (Drizzle cannot declare INCLUDE columns).
CREATE INDEX "creator_profile_filters_index" ON "creator_profile" USING btree ("user_id") INCLUDE ("languages","total_followers","rating_average") WHERE "is_listed";
