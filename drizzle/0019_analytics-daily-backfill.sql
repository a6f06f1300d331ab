-- The daily counts of the events stored before analytics_daily existed (the same grouping as
-- src/server/domain/analytics.ts uses for every new batch).
INSERT INTO analytics_daily (day, name, key, count, items)
SELECT (created_at AT TIME ZONE 'UTC')::date, name,
  coalesce(CASE name WHEN 'page_view' THEN path WHEN 'cta_click' THEN params->>'cta_id' ELSE params->>'retailer' END, ''),
  count(*), coalesce(sum((params->>'items_count')::int) FILTER (WHERE name = 'purchase_self_reported'), 0)
FROM analytics_events
GROUP BY 1, 2, 3;
