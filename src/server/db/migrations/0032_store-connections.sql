CREATE TABLE "store_connection" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_account_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"shop_domain" text NOT NULL,
	"shop_name" text,
	"access_token_encrypted" text,
	"oauth_state_hash" text,
	"status" text NOT NULL,
	"started_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"connected_at" timestamp with time zone,
	"disconnected_at" timestamp with time zone,
	"last_import_at" timestamp with time zone,
	CONSTRAINT "store_connection_status" CHECK ("store_connection"."status" in ('pending', 'connected', 'disconnected')),
	CONSTRAINT "store_connection_provider" CHECK ("store_connection"."provider" in ('sandbox', 'shopify'))
);
--> statement-breakpoint
ALTER TABLE "saved_product" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "saved_product" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "saved_product" ADD COLUMN "source_image_key" text;--> statement-breakpoint
ALTER TABLE "saved_product" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "store_connection" ADD CONSTRAINT "store_connection_buyer_account_id_buyer_account_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."buyer_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_connection" ADD CONSTRAINT "store_connection_started_by_user_id_user_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_connection_live" ON "store_connection" USING btree ("buyer_account_id") WHERE "store_connection"."status" in ('pending', 'connected');--> statement-breakpoint
CREATE UNIQUE INDEX "store_connection_state" ON "store_connection" USING btree ("oauth_state_hash");--> statement-breakpoint
CREATE INDEX "store_connection_buyer_account_id_created_at_index" ON "store_connection" USING btree ("buyer_account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_product_external" ON "saved_product" USING btree ("buyer_account_id","source","external_id");--> statement-breakpoint
ALTER TABLE "saved_product" ADD CONSTRAINT "saved_product_source_pair" CHECK (("saved_product"."source" is null) = ("saved_product"."external_id" is null));