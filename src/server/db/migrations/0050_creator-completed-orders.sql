ALTER TABLE "creator_profile" ADD COLUMN "completed_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- How many of a creator's orders are completed, on the creator's profile, so a list of proposals
-- reads it with the profile instead of counting each creator's orders per row (decision 091). Kept
-- exact by the triggers below, whichever code writes the orders: +1 when an order enters the
-- completed state (inserted completed, or updated into it), -1 when it leaves it (updated out of
-- it, or deleted); moving a completed order to another creator moves its count. Relative updates
-- under the profile's row lock, so concurrent completions of one creator's orders add up.
CREATE FUNCTION creator_profile_count_completed_order() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'completed' THEN
    UPDATE creator_profile SET completed_orders = completed_orders - 1 WHERE user_id = OLD.creator_user_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'completed' THEN
    UPDATE creator_profile SET completed_orders = completed_orders + 1 WHERE user_id = NEW.creator_user_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The WHEN clauses keep the function off the many order updates that leave the completed count alone.
CREATE TRIGGER market_order_completed_insert AFTER INSERT ON market_order
  FOR EACH ROW WHEN (NEW.status = 'completed')
  EXECUTE FUNCTION creator_profile_count_completed_order();--> statement-breakpoint
CREATE TRIGGER market_order_completed_update AFTER UPDATE OF status, creator_user_id ON market_order
  FOR EACH ROW WHEN ((OLD.status = 'completed') IS DISTINCT FROM (NEW.status = 'completed')
                     OR (NEW.status = 'completed' AND OLD.creator_user_id IS DISTINCT FROM NEW.creator_user_id))
  EXECUTE FUNCTION creator_profile_count_completed_order();--> statement-breakpoint
CREATE TRIGGER market_order_completed_delete AFTER DELETE ON market_order
  FOR EACH ROW WHEN (OLD.status = 'completed')
  EXECUTE FUNCTION creator_profile_count_completed_order();--> statement-breakpoint
-- TRUNCATE fires no row trigger: no order is left, so no creator has a completed one.
CREATE FUNCTION creator_profile_completed_orders_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE creator_profile SET completed_orders = 0 WHERE completed_orders <> 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER market_order_completed_truncate AFTER TRUNCATE ON market_order
  FOR EACH STATEMENT EXECUTE FUNCTION creator_profile_completed_orders_truncated();--> statement-breakpoint
-- A profile inserted (or moved to another user) after its user's orders: it starts from their count.
CREATE FUNCTION creator_profile_completed_orders_of_row() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.completed_orders := (SELECT count(*) FROM market_order o WHERE o.creator_user_id = NEW.user_id AND o.status = 'completed');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER creator_profile_completed_orders_insert BEFORE INSERT ON creator_profile
  FOR EACH ROW EXECUTE FUNCTION creator_profile_completed_orders_of_row();--> statement-breakpoint
CREATE TRIGGER creator_profile_completed_orders_moved BEFORE UPDATE OF user_id ON creator_profile
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION creator_profile_completed_orders_of_row();--> statement-breakpoint
-- Every profile's count from the orders: the backfill below, and bulk loads that run with triggers
-- off (bench/seed-scale.ts). Writes only the profiles whose count differs.
CREATE FUNCTION creator_profile_recount_completed_orders() RETURNS void
LANGUAGE sql AS $$
  UPDATE creator_profile p SET completed_orders = c.n
  FROM (SELECT cp.user_id, count(o.id)::int AS n
        FROM creator_profile cp LEFT JOIN market_order o ON o.creator_user_id = cp.user_id AND o.status = 'completed'
        GROUP BY cp.user_id) c
  WHERE p.user_id = c.user_id AND p.completed_orders <> c.n
$$;--> statement-breakpoint
SELECT creator_profile_recount_completed_orders();
