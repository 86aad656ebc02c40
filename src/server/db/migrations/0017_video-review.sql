CREATE TYPE "public"."review_side" AS ENUM('brand', 'creator');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'OrderVideoReviewed';--> statement-breakpoint
CREATE TABLE "review_comment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_video_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"parent_id" uuid,
	"author_user_id" text NOT NULL,
	"author_side" "review_side" NOT NULL,
	"body" text NOT NULL,
	"frame" integer,
	"end_frame" integer,
	"resolved_at" timestamp with time zone,
	"resolved_by_user_id" text,
	"revision_request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_comment_frame" CHECK (("review_comment"."parent_id" IS NULL) = ("review_comment"."frame" IS NOT NULL)),
	CONSTRAINT "review_comment_frame_nonnegative" CHECK ("review_comment"."frame" IS NULL OR "review_comment"."frame" >= 0),
	CONSTRAINT "review_comment_range" CHECK ("review_comment"."end_frame" IS NULL OR ("review_comment"."frame" IS NOT NULL AND "review_comment"."end_frame" > "review_comment"."frame")),
	CONSTRAINT "review_comment_body_length" CHECK (char_length("review_comment"."body") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE TABLE "revision_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_video_id" uuid NOT NULL,
	"version_id" uuid,
	"round" integer NOT NULL,
	"rounds_total" integer NOT NULL,
	"note" text NOT NULL,
	"requested_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revision_request_round_positive" CHECK ("revision_request"."round" >= 1)
);
--> statement-breakpoint
ALTER TABLE "review_comment" ADD CONSTRAINT "review_comment_order_video_id_order_video_id_fk" FOREIGN KEY ("order_video_id") REFERENCES "public"."order_video"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comment" ADD CONSTRAINT "review_comment_version_id_order_video_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."order_video_version"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comment" ADD CONSTRAINT "review_comment_parent_id_review_comment_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."review_comment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comment" ADD CONSTRAINT "review_comment_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comment" ADD CONSTRAINT "review_comment_resolved_by_user_id_user_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comment" ADD CONSTRAINT "review_comment_revision_request_id_revision_request_id_fk" FOREIGN KEY ("revision_request_id") REFERENCES "public"."revision_request"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_request" ADD CONSTRAINT "revision_request_order_video_id_order_video_id_fk" FOREIGN KEY ("order_video_id") REFERENCES "public"."order_video"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_request" ADD CONSTRAINT "revision_request_version_id_order_video_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."order_video_version"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_request" ADD CONSTRAINT "revision_request_requested_by_user_id_user_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_comment_version_id_frame_index" ON "review_comment" USING btree ("version_id","frame");--> statement-breakpoint
CREATE INDEX "review_comment_order_video_id_index" ON "review_comment" USING btree ("order_video_id");--> statement-breakpoint
CREATE INDEX "review_comment_parent_id_index" ON "review_comment" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "revision_request_order_video_id_round_index" ON "revision_request" USING btree ("order_video_id","round");