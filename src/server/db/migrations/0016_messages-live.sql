ALTER TYPE "public"."notification_type" ADD VALUE 'OrderUpdated';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'PayoutUpdated';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'ProposalWithdrawn';--> statement-breakpoint
CREATE TABLE "email_preference" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_preference_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "email_preference" ADD CONSTRAINT "email_preference_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;