CREATE INDEX "user_email_prefix_idx" ON "user" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_name_prefix_idx" ON "user" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_surname_prefix_idx" ON "user" USING btree (regexp_replace(lower("name"), '^[^ ]+ +', '') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_created_idx" ON "user" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_banned_created_idx" ON "user" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "user"."banned";--> statement-breakpoint
CREATE INDEX "user_admin_created_idx" ON "user" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "user"."role" = 'admin';--> statement-breakpoint
CREATE INDEX "user_unverified_created_idx" ON "user" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "user"."email_verified";--> statement-breakpoint
CREATE INDEX "creator_profile_custom_url_prefix_idx" ON "creator_profile" USING btree ("custom_url" text_pattern_ops);