-- The day roll-up (issue 31) kept in step by the same function as the others: a report by day for a caller limited
-- in nothing reads a row per day instead of a row per day and province. Keyed and carrying its figures like them.
ALTER TABLE sales_total_daily SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE sales_total_daily DROP CONSTRAINT sales_total_daily_sku_code_grain_day_pk,
  ADD CONSTRAINT sales_total_daily_sku_code_grain_day_pk PRIMARY KEY (sku_code, grain, day)
  INCLUDE (order_count, quantity, amount, refund_amount);
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
END $$;
--> statement-breakpoint
INSERT INTO sales_total_daily (grain, day, sku_code, order_count, quantity, amount, refund_amount)
SELECT g.grain, CASE WHEN g.grain = 'day' THEN day ELSE date_trunc('month', day)::date END, sku_code,
       sum(order_count), sum(quantity), sum(amount), sum(refund_amount)
FROM sales_daily CROSS JOIN (VALUES ('day'), ('month')) g(grain) GROUP BY 1, 2, 3
ON CONFLICT (sku_code, grain, day) DO UPDATE
  SET order_count = excluded.order_count, quantity = excluded.quantity, amount = excluded.amount, refund_amount = excluded.refund_amount;
