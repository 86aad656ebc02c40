ALTER TABLE "market_order" ADD COLUMN "buyer_search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- What a brand's order search may match (src/server/domain/orders/order-read-model.ts), in one
-- text kept by the triggers below: the package title, the reference, the creator's account name and
-- profile name. The search tests this text first, then the exact fields on its hits only. A pure
-- function of its arguments, so the triggers (one order) and the rebuild (every order) agree.
CREATE OR REPLACE FUNCTION market_order_buyer_search_text(order_id uuid, package_snapshot jsonb, creator_name text, creator_profile_name text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT concat_ws(E'\n', package_snapshot->>'title', 'RB-' || upper(substr(replace(order_id::text, '-', ''), 1, 6)), creator_name, creator_profile_name)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION market_order_search_text_of_row() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.buyer_search_text := market_order_buyer_search_text(NEW.id, NEW.package_snapshot,
    (SELECT u.name FROM "user" u WHERE u.id = NEW.creator_user_id),
    (SELECT concat_ws(' ', cp.first_name, cp.last_name) FROM creator_profile cp WHERE cp.user_id = NEW.creator_user_id));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER market_order_search_text BEFORE INSERT OR UPDATE OF id, package_snapshot, creator_user_id, buyer_search_text ON market_order
  FOR EACH ROW EXECUTE FUNCTION market_order_search_text_of_row();--> statement-breakpoint
-- A creator renamed (account or profile): the search text of each of their orders, through the
-- row trigger above (it fires on the update of buyer_search_text itself).
CREATE OR REPLACE FUNCTION market_order_refresh_search_text(creator text) RETURNS void
LANGUAGE sql AS $$
  UPDATE market_order SET buyer_search_text = '' WHERE creator_user_id = creator
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION market_order_search_text_user_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM market_order_refresh_search_text(NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_order_search_text AFTER UPDATE OF name ON "user"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION market_order_search_text_user_renamed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION market_order_search_text_profile_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM market_order_refresh_search_text(OLD.user_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM market_order_refresh_search_text(NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER creator_profile_order_search_text AFTER INSERT OR DELETE OR UPDATE OF user_id, first_name, last_name ON creator_profile
  FOR EACH ROW EXECUTE FUNCTION market_order_search_text_profile_changed();--> statement-breakpoint
-- The rebuild of decision 065 (bulk loads with triggers off, bench/seed-scale.ts) also recomputes the search text.
CREATE OR REPLACE FUNCTION market_order_rebuild_read_model() RETURNS void
LANGUAGE sql AS $$
  UPDATE market_order o
  SET escrow_cents = coalesce(a.balance, 0), released_cents = coalesce(t.released, 0), earned_cents = coalesce(t.earned, 0),
      videos_untracked = coalesce(v.untracked, 0), videos_uploaded = coalesce(v.uploaded, 0), videos_in_transit = coalesce(v.in_transit, 0),
      latest_upload_at = v.latest_upload_at,
      buyer_search_text = market_order_buyer_search_text(m.id, m.package_snapshot, u.name,
        CASE WHEN cp.user_id IS NULL THEN NULL ELSE concat_ws(' ', cp.first_name, cp.last_name) END)
  FROM market_order m
  LEFT JOIN "user" u ON u.id = m.creator_user_id
  LEFT JOIN creator_profile cp ON cp.user_id = m.creator_user_id
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
-- Backfill: the search text of every order (the trigger fires on the update of the column itself).
UPDATE market_order SET buyer_search_text = '';
