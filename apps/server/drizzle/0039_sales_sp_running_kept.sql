-- The running totals by SP (issue 31), kept by the same function as the other roll-ups. A quarter by SP then reads
-- a row per SP at the period's last day and one at the day before its first (about 1,000 rows on the bench's
-- 500 SPs) instead of day and month rows around the cut months (5,000). The key carries the figures, as there.
ALTER TABLE sales_sp_running SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE sales_sp_running DROP CONSTRAINT sales_sp_running_day_sp_code_pk,
  ADD CONSTRAINT sales_sp_running_day_sp_code_pk PRIMARY KEY (day, sp_code) INCLUDE (order_count, quantity, amount, refund_amount);
--> statement-breakpoint
-- The SPs whose last written day falls inside a period: their rows stop before its last day.
CREATE INDEX sales_sp_running_through ON sales_sp_running (through) INCLUDE (sp_code, order_count, quantity, amount, refund_amount)
  WHERE day = 'infinity';
--> statement-breakpoint
-- Adds a change of day d to every row of the SP from d on. Writers of one SP queue on its 'infinity' row (its total
-- and last day), so the days between its last day and d are filled once, with the total so far.
CREATE OR REPLACE FUNCTION sales_running_add(d date, sp text, n integer, qty integer, amt bigint, refund bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  last sales_sp_running;
BEGIN
  -- A bulk load rebuilt afterwards (the demo: its orders' logs, thousands of approvals on earlier days) defers it.
  IF n = 0 AND qty = 0 AND amt = 0 AND refund = 0 OR current_setting('console.sales_running', true) = 'deferred' THEN
    RETURN;
  END IF;
  INSERT INTO sales_sp_running (day, sp_code) VALUES ('infinity', sp) ON CONFLICT DO NOTHING;
  SELECT * INTO last FROM sales_sp_running WHERE day = 'infinity' AND sp_code = sp FOR UPDATE;
  IF last.through < d THEN
    INSERT INTO sales_sp_running (day, sp_code, order_count, quantity, amount, refund_amount)
    SELECT g::date, sp, last.order_count, last.quantity, last.amount, last.refund_amount
    FROM generate_series(last.through + 1, d, interval '1 day') g;
  END IF;
  INSERT INTO sales_sp_running AS s (day, sp_code, order_count, quantity, amount, refund_amount)
  SELECT g::date, sp, n, qty, amt, refund FROM generate_series(d, greatest(d, last.through), interval '1 day') g
  ON CONFLICT (day, sp_code) DO UPDATE
    SET order_count = s.order_count + n, quantity = s.quantity + qty, amount = s.amount + amt, refund_amount = s.refund_amount + refund;
  UPDATE sales_sp_running
    SET through = greatest(through, d), order_count = order_count + n, quantity = quantity + qty, amount = amount + amt,
        refund_amount = refund_amount + refund
    WHERE day = 'infinity' AND sp_code = sp;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_add(d date, sp text, platform text, channel text, province text, grade text, sku text,
                                            n integer, qty integer, amt bigint, refund bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_daily AS s (day, sp_code, platform_code, channel_code, province_code, grade_code, sku_code, order_count, quantity, amount, refund_amount)
  VALUES (d, sp, platform, channel, province, grade, sku, n, qty, amt, refund)
  ON CONFLICT (day, sku_code, sp_code, province_code, platform_code, channel_code, grade_code) DO UPDATE
    SET order_count = s.order_count + n, quantity = s.quantity + qty, amount = s.amount + amt, refund_amount = s.refund_amount + refund;
  INSERT INTO sales_sp_daily AS s (grain, day, sp_code, sku_code, order_count, quantity, amount, refund_amount)
  VALUES ('day', d, sp, sku, n, qty, amt, refund), ('month', date_trunc('month', d)::date, sp, sku, n, qty, amt, refund)
  ON CONFLICT (sku_code, grain, day, sp_code) DO UPDATE
    SET order_count = s.order_count + n, quantity = s.quantity + qty, amount = s.amount + amt, refund_amount = s.refund_amount + refund;
  INSERT INTO sales_province_daily AS s (grain, day, province_code, sku_code, order_count, quantity, amount, refund_amount)
  VALUES ('day', d, province, sku, n, qty, amt, refund), ('month', date_trunc('month', d)::date, province, sku, n, qty, amt, refund)
  ON CONFLICT (sku_code, grain, day, province_code) DO UPDATE
    SET order_count = s.order_count + n, quantity = s.quantity + qty, amount = s.amount + amt, refund_amount = s.refund_amount + refund;
  INSERT INTO sales_total_daily AS s (grain, day, sku_code, order_count, quantity, amount, refund_amount)
  VALUES ('day', d, sku, n, qty, amt, refund), ('month', date_trunc('month', d)::date, sku, n, qty, amt, refund)
  ON CONFLICT (sku_code, grain, day) DO UPDATE
    SET order_count = s.order_count + n, quantity = s.quantity + qty, amount = s.amount + amt, refund_amount = s.refund_amount + refund;
  IF sku = '' THEN
    PERFORM sales_running_add(d, sp, n, qty, amt, refund);
  END IF;
END $$;
--> statement-breakpoint
-- Rebuilt from the day roll-up by SP (here, and by rebuildSalesRollup after the demo's and the bench's orders): each
-- SP's days from its first through its last, summed up to each, and its 'infinity' row.
CREATE OR REPLACE FUNCTION sales_running_rebuild() RETURNS void LANGUAGE sql AS $$
DELETE FROM sales_sp_running;
INSERT INTO sales_sp_running (day, sp_code, order_count, quantity, amount, refund_amount)
SELECT g.day::date, s.sp_code,
       sum(coalesce(d.order_count, 0)) OVER w, sum(coalesce(d.quantity, 0)) OVER w, sum(coalesce(d.amount, 0)) OVER w,
       sum(coalesce(d.refund_amount, 0)) OVER w
FROM (SELECT sp_code, min(day) AS lo, max(day) AS hi FROM sales_sp_daily WHERE sku_code = '' AND grain = 'day' GROUP BY sp_code) s
CROSS JOIN LATERAL generate_series(s.lo, s.hi, interval '1 day') g(day)
LEFT JOIN sales_sp_daily d ON d.sku_code = '' AND d.grain = 'day' AND d.day = g.day::date AND d.sp_code = s.sp_code
WINDOW w AS (PARTITION BY s.sp_code ORDER BY g.day)
ORDER BY 1, 2;
INSERT INTO sales_sp_running (day, sp_code, through, order_count, quantity, amount, refund_amount)
SELECT 'infinity', sp_code, max(day), sum(order_count), sum(quantity), sum(amount), sum(refund_amount)
FROM sales_sp_daily WHERE sku_code = '' AND grain = 'day' GROUP BY sp_code;
$$;
--> statement-breakpoint
SELECT sales_running_rebuild();
