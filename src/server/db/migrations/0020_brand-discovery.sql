CREATE TABLE "creator_list" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_list_name_length" CHECK (char_length("creator_list"."name") BETWEEN 1 AND 80)
);
--> statement-breakpoint
CREATE TABLE "creator_list_item" (
	"list_id" uuid NOT NULL,
	"creator_user_id" text NOT NULL,
	"added_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_list_item_list_id_creator_user_id_pk" PRIMARY KEY("list_id","creator_user_id")
);
--> statement-breakpoint
CREATE TABLE "creator_rating" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"buyer_account_id" uuid NOT NULL,
	"creator_user_id" text NOT NULL,
	"rated_by_user_id" text,
	"stars" integer NOT NULL,
	"text" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_rating_stars" CHECK ("creator_rating"."stars" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "creator_profile" ADD COLUMN "rating_average" numeric(3, 2);--> statement-breakpoint
ALTER TABLE "creator_profile" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_list" ADD CONSTRAINT "creator_list_buyer_account_id_buyer_account_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."buyer_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_list" ADD CONSTRAINT "creator_list_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_list_item" ADD CONSTRAINT "creator_list_item_list_id_creator_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."creator_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_list_item" ADD CONSTRAINT "creator_list_item_creator_user_id_user_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_list_item" ADD CONSTRAINT "creator_list_item_added_by_user_id_user_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_rating" ADD CONSTRAINT "creator_rating_order_id_market_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."market_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_rating" ADD CONSTRAINT "creator_rating_buyer_account_id_buyer_account_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."buyer_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_rating" ADD CONSTRAINT "creator_rating_creator_user_id_user_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_rating" ADD CONSTRAINT "creator_rating_rated_by_user_id_user_id_fk" FOREIGN KEY ("rated_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_list_buyer_account_id_created_at_index" ON "creator_list" USING btree ("buyer_account_id","created_at");--> statement-breakpoint
CREATE INDEX "creator_list_item_creator_user_id_index" ON "creator_list_item" USING btree ("creator_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_rating_order_id_index" ON "creator_rating" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "creator_rating_creator_user_id_created_at_index" ON "creator_rating" USING btree ("creator_user_id","created_at");--> statement-breakpoint
CREATE INDEX "creator_profile_rating_index" ON "creator_profile" USING btree ("rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"user_id") WHERE "is_listed";--> statement-breakpoint
CREATE INDEX "creator_profile_languages_index" ON "creator_profile" USING gin ("languages");