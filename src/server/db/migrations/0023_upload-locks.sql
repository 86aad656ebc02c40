CREATE TABLE "upload_lock" (
	"id" text PRIMARY KEY NOT NULL,
	"holder" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"release_requested" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "upload_lock_expires_at_index" ON "upload_lock" USING btree ("expires_at");