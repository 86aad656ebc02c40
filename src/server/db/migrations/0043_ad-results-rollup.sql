CREATE TABLE "ad_result_daily" (
	"buyer_account_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"platform" "ad_platform" NOT NULL,
	"currency" text NOT NULL,
	"licence_id" uuid,
	"asset_code" text,
	"campaign_name" text NOT NULL,
	"rows" integer NOT NULL,
	"spend_minor" bigint NOT NULL,
	"impressions" bigint NOT NULL,
	"clicks" bigint NOT NULL,
	"conversions" bigint NOT NULL,
	"conversion_value_minor" bigint NOT NULL,
	"hook_views" bigint NOT NULL,
	"hold_views" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "ad_result_leaderboard";--> statement-breakpoint
ALTER TABLE "ad_result_daily" ADD CONSTRAINT "ad_result_daily_buyer_account_id_buyer_account_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."buyer_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Covering: the leaderboard sums a period from the index alone (Drizzle cannot declare INCLUDE columns).
CREATE INDEX "ad_result_daily_period" ON "ad_result_daily" USING btree ("buyer_account_id","currency","starts_on") INCLUDE ("ends_on","platform","licence_id","asset_code","campaign_name","rows","spend_minor","impressions","clicks","conversions","conversion_value_minor","hook_views","hold_views");--> statement-breakpoint
-- The daily rollup (decision 081, amendment): one row per key, NULLs equal, so a statement's sums are added in place.
CREATE UNIQUE INDEX "ad_result_daily_key" ON "ad_result_daily" (buyer_account_id, starts_on, ends_on, platform, currency, licence_id, asset_code, campaign_name) NULLS NOT DISTINCT;--> statement-breakpoint
-- Emptied rollup rows, found without scanning the rollup.
CREATE INDEX "ad_result_daily_empty" ON "ad_result_daily" ("buyer_account_id") WHERE rows = 0;--> statement-breakpoint
-- Once per statement, with the statement's rows as transition tables: their sums are subtracted (old rows) and
-- added (new rows) per key, and rollup rows left with no result row are deleted.
CREATE FUNCTION ad_result_daily_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO ad_result_daily (buyer_account_id, starts_on, ends_on, platform, currency, licence_id, asset_code, campaign_name, rows,
        spend_minor, impressions, clicks, conversions, conversion_value_minor, hook_views, hold_views)
      SELECT buyer_account_id, starts_on, ends_on, platform, currency, licence_id, asset_code, campaign_name, -count(*),
        -sum(spend_minor), -sum(impressions), -sum(clicks), -sum(conversions), -sum(conversion_value_minor), -sum(hook_views), -sum(hold_views)
      FROM old_rows GROUP BY buyer_account_id, starts_on, ends_on, platform, currency, licence_id, asset_code, campaign_name
      ON CONFLICT (buyer_account_id, starts_on, ends_on, platform, currency, licence_id, asset_code, campaign_name) DO UPDATE SET rows = ad_result_daily.rows + EXCLUDED.rows,
        spend_minor = ad_result_daily.spend_minor + EXCLUDED.spend_minor, impressions = ad_result_daily.impressions + EXCLUDED.impressions,
        clicks = ad_result_daily.clicks + EXCLUDED.clicks, conversions = ad_result_daily.conversions + EXCLUDED.conversions,
        conversion_value_minor = ad_result_daily.conversion_value_minor + EXCLUDED.conversion_value_minor,
        hook_views = ad_result_daily.hook_views + EXCLUDED.hook_views, hold_views = ad_result_daily.hold_views + EXCLUDED.hold_views;
    DELETE FROM ad_result_daily WHERE rows = 0 AND buyer_account_id IN (SELECT DISTINCT buyer_account_id FROM old_rows);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO ad_result_daily (buyer_account_id, starts_on, ends_on, platform, currency, licence_id, asset_code, campaign_name, rows,
        spend_minor, impressions, clicks, conversions, conversion_value_minor, hook_views, hold_views)
      SELECT buyer_account_id, starts_on, ends_on, platform, currency, licence_id, asset_code, campaign_name, count(*),
        sum(spend_minor), sum(impressions), sum(clicks), sum(conversions), sum(conversion_value_minor), sum(hook_views), sum(hold_views)
      FROM new_rows GROUP BY buyer_account_id, starts_on, ends_on, platform, currency, licence_id, asset_code, campaign_name
      ON CONFLICT (buyer_account_id, starts_on, ends_on, platform, currency, licence_id, asset_code, campaign_name) DO UPDATE SET rows = ad_result_daily.rows + EXCLUDED.rows,
        spend_minor = ad_result_daily.spend_minor + EXCLUDED.spend_minor, impressions = ad_result_daily.impressions + EXCLUDED.impressions,
        clicks = ad_result_daily.clicks + EXCLUDED.clicks, conversions = ad_result_daily.conversions + EXCLUDED.conversions,
        conversion_value_minor = ad_result_daily.conversion_value_minor + EXCLUDED.conversion_value_minor,
        hook_views = ad_result_daily.hook_views + EXCLUDED.hook_views, hold_views = ad_result_daily.hold_views + EXCLUDED.hold_views;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ad_result_daily_insert AFTER INSERT ON ad_result REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ad_result_daily_refresh();--> statement-breakpoint
CREATE TRIGGER ad_result_daily_update AFTER UPDATE ON ad_result REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ad_result_daily_refresh();--> statement-breakpoint
CREATE TRIGGER ad_result_daily_delete AFTER DELETE ON ad_result REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ad_result_daily_refresh();--> statement-breakpoint
-- Rows stored before the rollup existed.
INSERT INTO ad_result_daily (buyer_account_id, starts_on, ends_on, platform, currency, licence_id, asset_code, campaign_name, rows,
    spend_minor, impressions, clicks, conversions, conversion_value_minor, hook_views, hold_views)
  SELECT buyer_account_id, starts_on, ends_on, platform, currency, licence_id, asset_code, campaign_name, count(*),
    sum(spend_minor), sum(impressions), sum(clicks), sum(conversions), sum(conversion_value_minor), sum(hook_views), sum(hold_views)
  FROM ad_result
  GROUP BY buyer_account_id, starts_on, ends_on, platform, currency, licence_id, asset_code, campaign_name;
