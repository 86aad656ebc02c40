DROP INDEX "market_order_buyer_account_id_created_at_id_status_index";--> statement-breakpoint
DROP INDEX "market_order_creator_user_id_created_at_id_status_index";--> statement-breakpoint
ALTER TABLE "market_order" ADD COLUMN "escrow_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "market_order" ADD COLUMN "released_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "market_order" ADD COLUMN "earned_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "market_order" ADD COLUMN "videos_untracked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "market_order" ADD COLUMN "videos_uploaded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "market_order" ADD COLUMN "videos_in_transit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "market_order" ADD COLUMN "buyer_needs_action" boolean GENERATED ALWAYS AS ((status = 'awaiting_shipment' AND videos_untracked > 0) OR (status IN ('delivered', 'revision_requested') AND videos_uploaded > 0)) STORED;--> statement-breakpoint
ALTER TABLE "market_order" ADD COLUMN "creator_needs_action" boolean GENERATED ALWAYS AS (status IN ('in_production', 'revision_requested') OR (status = 'awaiting_shipment' AND videos_in_transit > 0)) STORED;--> statement-breakpoint
ALTER TABLE "market_order" ADD COLUMN "latest_upload_at" timestamp with time zone;--> statement-breakpoint
-- The order read model (decision 065): kept by these triggers in the transaction of every write
-- that changes it, so the lists and dashboards read one index range per party instead of probing
-- each order's videos and ledger rows.
CREATE OR REPLACE FUNCTION market_order_refresh_video_counters(target uuid) RETURNS void
LANGUAGE sql AS $$
  UPDATE market_order o
  SET videos_untracked = c.untracked, videos_uploaded = c.uploaded, videos_in_transit = c.in_transit, latest_upload_at = c.latest_upload_at
  FROM (SELECT count(*) FILTER (WHERE v.tracking_number IS NULL) AS untracked,
               count(*) FILTER (WHERE v.status = 'uploaded') AS uploaded,
               count(*) FILTER (WHERE v.shipped_at IS NOT NULL AND v.received_at IS NULL) AS in_transit,
               max(v.uploaded_at) AS latest_upload_at
        FROM order_video v WHERE v.order_id = target) c
  WHERE o.id = target
    AND (o.videos_untracked, o.videos_uploaded, o.videos_in_transit, o.latest_upload_at)
      IS DISTINCT FROM (c.untracked::int, c.uploaded::int, c.in_transit::int, c.latest_upload_at)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_video_counters_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM market_order_refresh_video_counters(OLD.order_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.order_id IS DISTINCT FROM OLD.order_id) THEN
    PERFORM market_order_refresh_video_counters(NEW.order_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER order_video_counters AFTER INSERT OR DELETE OR UPDATE OF order_id, status, tracking_number, shipped_at, received_at, uploaded_at ON order_video
  FOR EACH ROW EXECUTE FUNCTION order_video_counters_changed();--> statement-breakpoint
-- An order's escrow account is keyed by the order id as text; other keys are not orders.
CREATE OR REPLACE FUNCTION market_order_escrow_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.owner_key ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' THEN
    UPDATE market_order SET escrow_cents = NEW.balance WHERE id = NEW.owner_key::uuid AND escrow_cents <> NEW.balance;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_account_order_escrow AFTER INSERT OR UPDATE OF balance ON ledger_account
  FOR EACH ROW WHEN (NEW.kind = 'order_escrow' AND NEW.currency = 'USD')
  EXECUTE FUNCTION market_order_escrow_changed();--> statement-breakpoint
-- Transfers are never updated or deleted (the ledger is append-only): inserts are the only change.
CREATE OR REPLACE FUNCTION market_order_release_posted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.reference_id ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' THEN
    UPDATE market_order
    SET released_cents = released_cents + NEW.amount,
        earned_cents = earned_cents + CASE WHEN NEW.reason = 'order_payment' THEN NEW.amount ELSE 0 END
    WHERE id = NEW.reference_id::uuid;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_transfer_order_release AFTER INSERT ON ledger_transfer
  FOR EACH ROW WHEN (NEW.reference_type = 'order' AND NEW.reason IN ('order_payment', 'platform_fee'))
  EXECUTE FUNCTION market_order_release_posted();--> statement-breakpoint
-- The whole read model recomputed from the videos and the ledger: this migration's backfill, and
-- bulk loads that write with triggers off (bench/seed-scale.ts).
CREATE OR REPLACE FUNCTION market_order_rebuild_read_model() RETURNS void
LANGUAGE sql AS $$
  UPDATE market_order o
  SET escrow_cents = coalesce(a.balance, 0), released_cents = coalesce(t.released, 0), earned_cents = coalesce(t.earned, 0),
      videos_untracked = coalesce(v.untracked, 0), videos_uploaded = coalesce(v.uploaded, 0), videos_in_transit = coalesce(v.in_transit, 0),
      latest_upload_at = v.latest_upload_at
  FROM market_order m
  LEFT JOIN ledger_account a ON a.kind = 'order_escrow' AND a.currency = 'USD' AND a.owner_key = m.id::text
  LEFT JOIN (SELECT reference_id, sum(amount) AS released, coalesce(sum(amount) FILTER (WHERE reason = 'order_payment'), 0) AS earned
             FROM ledger_transfer WHERE reference_type = 'order' AND reason IN ('order_payment', 'platform_fee')
             GROUP BY reference_id) t ON t.reference_id = m.id::text
  LEFT JOIN (SELECT order_id, count(*) FILTER (WHERE tracking_number IS NULL) AS untracked,
                    count(*) FILTER (WHERE status = 'uploaded') AS uploaded,
                    count(*) FILTER (WHERE shipped_at IS NOT NULL AND received_at IS NULL) AS in_transit,
                    max(uploaded_at) AS latest_upload_at
             FROM order_video GROUP BY order_id) v ON v.order_id = m.id
  WHERE o.id = m.id
$$;--> statement-breakpoint
SELECT market_order_rebuild_read_model();--> statement-breakpoint
CREATE INDEX "market_order_buyer_read_index" ON "market_order" USING btree ("buyer_account_id","buyer_needs_action","created_at","id","status","videos_uploaded","escrow_cents","released_cents");--> statement-breakpoint
CREATE INDEX "market_order_creator_read_index" ON "market_order" USING btree ("creator_user_id","creator_needs_action","created_at","id","status","deadline_at","escrow_cents","earned_cents");--> statement-breakpoint
CREATE INDEX "market_order_buyer_uploads_index" ON "market_order" USING btree ("buyer_account_id","latest_upload_at") WHERE "market_order"."latest_upload_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "market_order_creator_uploads_index" ON "market_order" USING btree ("creator_user_id","latest_upload_at") WHERE "market_order"."latest_upload_at" IS NOT NULL;
