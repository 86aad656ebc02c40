CREATE TYPE "public"."order_hook_status" AS ENUM('submitted', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."video_variant_status" AS ENUM('queued', 'ready', 'failed');--> statement-breakpoint
CREATE TABLE "order_hook" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_video_id" uuid NOT NULL,
	"creator_user_id" text NOT NULL,
	"number" integer NOT NULL,
	"file_key" text NOT NULL,
	"original_name" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"duration_ms" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"has_audio" boolean NOT NULL,
	"status" "order_hook_status" DEFAULT 'submitted' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_hook_number_positive" CHECK ("order_hook"."number" >= 1),
	CONSTRAINT "order_hook_duration" CHECK ("order_hook"."duration_ms" BETWEEN 1950 AND 5050)
);
--> statement-breakpoint
CREATE TABLE "video_variant" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"licence_id" uuid NOT NULL,
	"order_video_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"hook_id" uuid NOT NULL,
	"body_start_ms" integer NOT NULL,
	"body_end_ms" integer NOT NULL,
	"cta_start_ms" integer NOT NULL,
	"cta_end_ms" integer NOT NULL,
	"status" "video_variant_status" DEFAULT 'queued' NOT NULL,
	"file_key" text,
	"duration_ms" integer,
	"width" integer,
	"height" integer,
	"size_bytes" bigint,
	"failure_reason" text,
	"created_by_user_id" text NOT NULL,
	"rendered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_variant_number_positive" CHECK ("video_variant"."number" >= 1),
	CONSTRAINT "video_variant_body" CHECK ("video_variant"."body_start_ms" >= 0 AND "video_variant"."body_end_ms" > "video_variant"."body_start_ms"),
	CONSTRAINT "video_variant_cta" CHECK ("video_variant"."cta_start_ms" >= 0 AND "video_variant"."cta_end_ms" > "video_variant"."cta_start_ms")
);
--> statement-breakpoint
ALTER TABLE "creator_package" ADD COLUMN "extra_hook_price_cents" integer;--> statement-breakpoint
ALTER TABLE "creator_package" ADD COLUMN "max_extra_hooks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_package" ADD COLUMN "raw_footage_price_cents" integer;--> statement-breakpoint
ALTER TABLE "campaign" ADD COLUMN "extra_hooks_per_video" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign" ADD COLUMN "raw_footage_asked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_hook" ADD CONSTRAINT "order_hook_order_video_id_order_video_id_fk" FOREIGN KEY ("order_video_id") REFERENCES "public"."order_video"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_hook" ADD CONSTRAINT "order_hook_creator_user_id_user_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_variant" ADD CONSTRAINT "video_variant_licence_id_video_licence_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."video_licence"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_variant" ADD CONSTRAINT "video_variant_order_video_id_order_video_id_fk" FOREIGN KEY ("order_video_id") REFERENCES "public"."order_video"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_variant" ADD CONSTRAINT "video_variant_hook_id_order_hook_id_fk" FOREIGN KEY ("hook_id") REFERENCES "public"."order_hook"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_variant" ADD CONSTRAINT "video_variant_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_hook_order_video_id_number_index" ON "order_hook" USING btree ("order_video_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "video_variant_licence_id_number_index" ON "video_variant" USING btree ("licence_id","number");--> statement-breakpoint
CREATE INDEX "video_variant_order_video_id_number_index" ON "video_variant" USING btree ("order_video_id","number");--> statement-breakpoint
CREATE INDEX "video_variant_queued" ON "video_variant" USING btree ("created_at") WHERE "video_variant"."status" = 'queued';--> statement-breakpoint
ALTER TABLE "creator_package" ADD CONSTRAINT "creator_package_add_ons" CHECK (("creator_package"."extra_hook_price_cents" IS NULL OR "creator_package"."extra_hook_price_cents" > 0) AND "creator_package"."max_extra_hooks" BETWEEN 0 AND 5 AND ("creator_package"."raw_footage_price_cents" IS NULL OR "creator_package"."raw_footage_price_cents" > 0));