CREATE TABLE "idempotency_key" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"caller_ref" text NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_licence" ADD COLUMN "expiring_notified_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_key_caller_ref_key_index" ON "idempotency_key" USING btree ("caller_ref","key");--> statement-breakpoint
CREATE INDEX "idempotency_key_created_at_index" ON "idempotency_key" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "video_licence_expiring_due" ON "video_licence" USING btree ("ends_at") WHERE "video_licence"."expiring_notified_at" IS NULL AND "video_licence"."ends_at" IS NOT NULL;