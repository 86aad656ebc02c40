-- Decision 087: the creators' browse filters in one GIN index over the listed campaigns. A campaign's
-- languages as qualification compares them (trimmed, lower-cased), or {' '} when it asks for none;
-- immutable, so an index can hold it (schema/campaigns.ts campaignLanguageKeys).
CREATE OR REPLACE FUNCTION campaign_language_keys(languages text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN cardinality(languages) = 0 THEN ARRAY[' '] ELSE ARRAY(SELECT lower(trim(l)) FROM unnest(languages) AS l) END
$$;--> statement-breakpoint
DROP INDEX "campaign_active_niches_index";--> statement-breakpoint
CREATE INDEX "campaign_browse_index" ON "campaign" USING gin ("niches","platforms",(CASE WHEN cardinality("countries") = 0 THEN ARRAY[' '] ELSE "countries" END),(CASE WHEN cardinality("niches") = 0 THEN ARRAY[' '] ELSE "niches" END),campaign_language_keys("languages")) WHERE "campaign"."status" = 'active' AND "campaign"."hidden_at" IS NULL;