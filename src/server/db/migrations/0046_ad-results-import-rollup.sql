-- Imports keep the daily rollup themselves (decision 085): the statement triggers step aside while the
-- transaction-local setting reelbrief.ad_result_rollup is 'by_import', and the import applies the net
-- change of its deleted and inserted rows in one statement. Every other writer still goes through the triggers.
CREATE OR REPLACE FUNCTION ad_result_daily_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An import sets this for its own transaction and keeps the rollup itself, once, from its net change.
  IF current_setting('reelbrief.ad_result_rollup', true) = 'by_import' THEN
    RETURN NULL;
  END IF;
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
END $$;
