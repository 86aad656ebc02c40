CREATE TYPE "public"."checklist_item_kind" AS ENUM('hook', 'talking_point', 'do', 'dont');--> statement-breakpoint
CREATE TYPE "public"."checklist_tick_state" AS ENUM('met', 'unmet', 'cleared');--> statement-breakpoint
CREATE TABLE "checklist_tick" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"order_video_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"state" "checklist_tick_state" NOT NULL,
	"ticked_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_checklist" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"source" text DEFAULT 'order' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_checklist_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" "checklist_item_kind" NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_checklist_item_text_length" CHECK (char_length("order_checklist_item"."text") BETWEEN 1 AND 500),
	CONSTRAINT "order_checklist_item_position" CHECK ("order_checklist_item"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "revision_request_checklist_item" (
	"revision_request_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	CONSTRAINT "revision_request_checklist_item_revision_request_id_item_id_pk" PRIMARY KEY("revision_request_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "checklist_tick" ADD CONSTRAINT "checklist_tick_item_id_order_checklist_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_checklist_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_tick" ADD CONSTRAINT "checklist_tick_order_video_id_order_video_id_fk" FOREIGN KEY ("order_video_id") REFERENCES "public"."order_video"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_tick" ADD CONSTRAINT "checklist_tick_version_id_order_video_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."order_video_version"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_tick" ADD CONSTRAINT "checklist_tick_ticked_by_user_id_user_id_fk" FOREIGN KEY ("ticked_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_checklist" ADD CONSTRAINT "order_checklist_order_id_market_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."market_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_checklist_item" ADD CONSTRAINT "order_checklist_item_order_id_market_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."market_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_request_checklist_item" ADD CONSTRAINT "revision_request_checklist_item_revision_request_id_revision_request_id_fk" FOREIGN KEY ("revision_request_id") REFERENCES "public"."revision_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_request_checklist_item" ADD CONSTRAINT "revision_request_checklist_item_item_id_order_checklist_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_checklist_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_tick_version_id_item_id_created_at_index" ON "checklist_tick" USING btree ("version_id","item_id","created_at");--> statement-breakpoint
CREATE INDEX "checklist_tick_order_video_id_created_at_index" ON "checklist_tick" USING btree ("order_video_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_checklist_item_order_id_position_index" ON "order_checklist_item" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "revision_request_checklist_item_item_id_index" ON "revision_request_checklist_item" USING btree ("item_id");