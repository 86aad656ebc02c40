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
ALTER TABLE "ad_result_daily" ADD CONSTRAINT "ad_result_daily_licence_id_video_licence_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."video_licence"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_result_daily_period" ON "ad_result_daily" USING btree ("buyer_account_id","currency","starts_on");--> statement-breakpoint
CREATE INDEX "ad_result_daily_licence_id_index" ON "ad_result_daily" USING btree ("licence_id");--> statement-breakpoint
CREATE INDEX "ad_result_day" ON "ad_result" USING btree ("buyer_account_id","starts_on");--> statement-breakpoint
-- The daily rollup (decision 081, amendment): rebuilds the rollup rows of the given account days from ad_result.
CREATE FUNCTION ad_result_daily_rebuild(accounts uuid[], days date[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ad_result_daily d USING unnest(accounts, days) AS k(a, s)
    WHERE d.buyer_account_id = k.a AND d.starts_on = k.s;
  INSERT INTO ad_result_daily (buyer_account_id, starts_on, ends_on, platform, currency, licence_id, asset_code, campaign_name, rows,
      spend_minor, impressions, clicks, conversions, conversion_value_minor, hook_views, hold_views)
    SELECT r.buyer_account_id, r.starts_on, r.ends_on, r.platform, r.currency, r.licence_id, r.asset_code, r.campaign_name, count(*),
      sum(r.spend_minor), sum(r.impressions), sum(r.clicks), sum(r.conversions), sum(r.conversion_value_minor), sum(r.hook_views), sum(r.hold_views)
    FROM unnest(accounts, days) AS k(a, s)
    JOIN ad_result r ON r.buyer_account_id = k.a AND r.starts_on = k.s
    GROUP BY r.buyer_account_id, r.starts_on, r.ends_on, r.platform, r.currency, r.licence_id, r.asset_code, r.campaign_name;
END $$;--> statement-breakpoint
-- Once per statement, with the statement's rows as transition tables: the days it touched are rebuilt.
CREATE FUNCTION ad_result_daily_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  accounts uuid[];
  days date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(a), array_agg(s) INTO accounts, days FROM (SELECT DISTINCT buyer_account_id AS a, starts_on AS s FROM new_rows) k;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(a), array_agg(s) INTO accounts, days FROM (SELECT DISTINCT buyer_account_id AS a, starts_on AS s FROM old_rows) k;
  ELSE
    SELECT array_agg(a), array_agg(s) INTO accounts, days FROM (
      SELECT buyer_account_id AS a, starts_on AS s FROM old_rows UNION SELECT buyer_account_id, starts_on FROM new_rows) k;
  END IF;
  IF accounts IS NOT NULL THEN
    PERFORM ad_result_daily_rebuild(accounts, days);
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
