-- docs/product/plans-and-limits.md: the plans, seeded with the default prices (prices are settings: admins edit these rows).
-- Managed has custom pricing (monthly_price_cents NULL) and is sold by the team, not by self-serve checkout.
INSERT INTO "plan" ("code", "package_name", "price_id", "description", "features", "included_seats", "included_brands", "allowed_campaigns", "monthly_price_cents", "extra_seat_price_cents", "extra_brand_price_cents", "sort_order") VALUES
  ('starter', 'Starter', 'price_starter_monthly', 'For a single brand getting started with UGC ads.', ARRAY['1 seat', '1 brand', '2 active campaigns', 'Creator marketplace and packages', 'Wallet payments and payment history'], 1, 1, 2, 4900, 1500, 2500, 1),
  ('pro', 'Pro', 'price_pro_monthly', 'For growing teams running several brands and campaigns.', ARRAY['5 seats', '5 brands', '10 active campaigns', 'Everything in Starter', 'Team members and shared wallet'], 5, 5, 10, 19900, 1500, 2500, 2),
  ('managed', 'Managed', 'price_managed_monthly', 'Agencies and large brands: our team runs campaigns with you.', ARRAY['10 seats', '20 brands', '50 active campaigns', 'Everything in Pro', 'Dedicated campaign manager'], 10, 20, 50, NULL, 1500, 2500, 3)
ON CONFLICT ("code") DO NOTHING;
