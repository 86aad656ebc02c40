CREATE TABLE "api_key" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"scopes" text[] NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"last_used_ip" text,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_key_secret_hash_index" ON "api_key" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "api_key_organization_id_created_at_index" ON "api_key" USING btree ("organization_id","created_at");--> statement-breakpoint
-- Resolved API keys are cached for a few seconds in every process (decision 071). A revocation, a
-- changed expiry or scope list, or the key's removal (its organization deleted) announces the key's
-- id on `api_key_change` in the transaction of the change, so every process drops it at commit.
-- `last_used_at`/`last_used_ip` changes stay silent: they do not change what the key may do.
CREATE FUNCTION "notify_api_key_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('api_key_change', OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "api_key_changed" AFTER UPDATE ON "api_key" FOR EACH ROW
  WHEN ((OLD.revoked_at, OLD.expires_at, OLD.scopes, OLD.organization_id, OLD.secret_hash)
    IS DISTINCT FROM (NEW.revoked_at, NEW.expires_at, NEW.scopes, NEW.organization_id, NEW.secret_hash))
  EXECUTE FUNCTION "notify_api_key_change"();
--> statement-breakpoint
CREATE TRIGGER "api_key_deleted" AFTER DELETE ON "api_key" FOR EACH ROW EXECUTE FUNCTION "notify_api_key_change"();
