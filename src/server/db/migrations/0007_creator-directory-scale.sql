ALTER TABLE "creator_profile" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("short_bio", '') || ' ' || coalesce("description", '') || ' ' || coalesce("custom_url", ''))) STORED;--> statement-breakpoint
ALTER TABLE "creator_profile" ADD COLUMN "is_listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profile" ADD COLUMN "min_active_price_cents" integer;--> statement-breakpoint
ALTER TABLE "creator_profile" ADD COLUMN "total_followers" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "creator_profile_search_vector_index" ON "creator_profile" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "creator_profile_newest_index" ON "creator_profile" USING btree ("created_at" DESC NULLS LAST,"user_id") WHERE "is_listed";--> statement-breakpoint
CREATE INDEX "creator_profile_price_asc_index" ON "creator_profile" USING btree ("min_active_price_cents","created_at" DESC NULLS LAST,"user_id") WHERE "is_listed";--> statement-breakpoint
CREATE INDEX "creator_profile_price_desc_index" ON "creator_profile" USING btree ("min_active_price_cents" DESC NULLS LAST,"created_at" DESC NULLS LAST,"user_id") WHERE "is_listed";--> statement-breakpoint
CREATE INDEX "creator_profile_followers_index" ON "creator_profile" USING btree ("total_followers" DESC NULLS LAST,"created_at" DESC NULLS LAST,"user_id") WHERE "is_listed";