ALTER TABLE "creator_package" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_package" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "creator_package_user_id_position_index" ON "creator_package" USING btree ("user_id","position");--> statement-breakpoint
ALTER TABLE "creator_package" ADD CONSTRAINT "creator_package_archived_inactive" CHECK ("creator_package"."archived_at" IS NULL OR NOT "creator_package"."is_active");