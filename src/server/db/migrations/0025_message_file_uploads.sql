CREATE TABLE "message_file_upload" (
	"key" text PRIMARY KEY NOT NULL,
	"conversation_id" uuid,
	"user_id" text,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_file_upload_size_positive" CHECK ("message_file_upload"."size_bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "message_file_upload" ADD CONSTRAINT "message_file_upload_conversation_id_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_file_upload" ADD CONSTRAINT "message_file_upload_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_file_upload_created_at_index" ON "message_file_upload" USING btree ("created_at");