-- The sales roll-ups (issue 30) at three grains, kept in step by one function: the fine one (every scope key but
-- the shop's, for callers limited in those keys) and two at the report's own grains (day × SP, day × province),
-- which are what makes a quarter's report a few thousand rows instead of a row per order. Refunds of after-sales
-- are filed on the day they reached 已退款. The coarse ones hold each day and each month (grain 'month', day its first):
-- a quarter's report reads whole months from month rows. Their primary keys carry the figures (INCLUDE), so a
-- period's rows are read from the index alone. A quarter is some thousands of rows: parallel workers would cost
-- more to start (tens of milliseconds on a busy machine) than the scan itself.
ALTER TABLE sales_sp_daily SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE sales_province_daily SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE sales_sp_daily DROP CONSTRAINT sales_sp_daily_sku_code_grain_day_sp_code_pk,
  ADD CONSTRAINT sales_sp_daily_sku_code_grain_day_sp_code_pk PRIMARY KEY (sku_code, grain, day, sp_code)
  INCLUDE (order_count, quantity, amount, refund_amount);
--> statement-breakpoint
ALTER TABLE sales_province_daily DROP CONSTRAINT sales_province_daily_sku_code_grain_day_province_code_pk,
  ADD CONSTRAINT sales_province_daily_sku_code_grain_day_province_code_pk PRIMARY KEY (sku_code, grain, day, province_code)
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
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer;
  o record;
  l record;
  d date;
BEGIN
  IF NEW.from_status = 10 AND NEW.to_status = 20 THEN
    sign := 1;
  ELSIF NEW.from_status = 20 AND NEW.to_status = 90 THEN
    sign := -1;
  ELSE
    RETURN NULL;
  END IF;
  SELECT * INTO o FROM order_info WHERE id = NEW.order_id;
  IF o.approve_time IS NULL THEN
    RETURN NULL;
  END IF;
  d := (o.approve_time AT TIME ZONE 'Asia/Shanghai')::date;
  PERFORM sales_rollup_add(d, o.sp_code, o.platform_code, o.channel_code, o.province_code, o.grade_code, '',
                           sign, sign * o.item_count, sign * o.pay_amount::bigint, 0);
  FOR l IN SELECT sku_code, sum(quantity)::int AS qty, sum(amount - discount)::bigint AS amt
           FROM order_line WHERE order_id = o.id GROUP BY sku_code LOOP
    PERFORM sales_rollup_add(d, o.sp_code, o.platform_code, o.channel_code, o.province_code, o.grade_code, l.sku_code,
                             sign, sign * l.qty, sign * l.amt, 0);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An after-sale's refund as the roll-ups count it: its refund amount on the '' row, and on each SKU's row the
-- SKU's share of it (its lines' amount over all lines' amount, rounded down), so a refund capped by the order's
-- pay amount is shared out too. `sign` -1 takes a counted refund back out (its amount corrected).
CREATE OR REPLACE FUNCTION sales_refund_add(a order_after_sale, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := (a.refund_time AT TIME ZONE 'Asia/Shanghai')::date;
  l record;
BEGIN
  PERFORM sales_rollup_add(d, a.sp_code, a.platform_code, a.channel_code, a.province_code, a.grade_code, '', 0, 0, 0, sign * a.refund_amount::bigint);
  FOR l IN SELECT sku_code, floor(sum(amount) * a.refund_amount / nullif(sum(sum(amount)) OVER (), 0))::bigint AS refund
           FROM order_after_sale_line WHERE after_sale_id = a.id GROUP BY sku_code LOOP
    PERFORM sales_rollup_add(d, a.sp_code, a.platform_code, a.channel_code, a.province_code, a.grade_code, l.sku_code, 0, 0, 0,
                             sign * coalesce(l.refund, 0));
  END LOOP;
END $$;
--> statement-breakpoint
-- Stamped by the database whichever writer moves the status (an insert at 40 keeps a time it brings).
CREATE OR REPLACE FUNCTION sales_refund_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 40 AND (TG_OP = 'UPDATE' AND OLD.status <> 40 OR TG_OP = 'INSERT' AND NEW.refund_time IS NULL) THEN
    NEW.refund_time := now();
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_refund_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 40 THEN
    PERFORM sales_refund_add(OLD, -1);
  END IF;
  IF NEW.status = 40 THEN
    PERFORM sales_refund_add(NEW, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_after_sale_refund_time BEFORE INSERT OR UPDATE OF status ON order_after_sale FOR EACH ROW EXECUTE FUNCTION sales_refund_stamp();
--> statement-breakpoint
CREATE TRIGGER order_after_sale_sales_rollup AFTER UPDATE OF status, refund_amount ON order_after_sale FOR EACH ROW
  WHEN (OLD.status = 40 OR NEW.status = 40) EXECUTE FUNCTION sales_refund_apply();
--> statement-breakpoint
-- After-sales refunded before the column existed: their last change is when they were refunded.
UPDATE order_after_sale SET refund_time = updated_at WHERE status = 40 AND refund_time IS NULL;
--> statement-breakpoint
SELECT sales_refund_add(a, 1) FROM order_after_sale a WHERE a.status = 40;
--> statement-breakpoint
INSERT INTO sales_sp_daily (grain, day, sp_code, sku_code, order_count, quantity, amount, refund_amount)
SELECT g.grain, CASE WHEN g.grain = 'day' THEN day ELSE date_trunc('month', day)::date END, sp_code, sku_code,
       sum(order_count), sum(quantity), sum(amount), sum(refund_amount)
FROM sales_daily CROSS JOIN (VALUES ('day'), ('month')) g(grain) GROUP BY 1, 2, 3, 4
ON CONFLICT (sku_code, grain, day, sp_code) DO UPDATE
  SET order_count = excluded.order_count, quantity = excluded.quantity, amount = excluded.amount, refund_amount = excluded.refund_amount;
--> statement-breakpoint
INSERT INTO sales_province_daily (grain, day, province_code, sku_code, order_count, quantity, amount, refund_amount)
SELECT g.grain, CASE WHEN g.grain = 'day' THEN day ELSE date_trunc('month', day)::date END, province_code, sku_code,
       sum(order_count), sum(quantity), sum(amount), sum(refund_amount)
FROM sales_daily CROSS JOIN (VALUES ('day'), ('month')) g(grain) GROUP BY 1, 2, 3, 4
ON CONFLICT (sku_code, grain, day, province_code) DO UPDATE
  SET order_count = excluded.order_count, quantity = excluded.quantity, amount = excluded.amount, refund_amount = excluded.refund_amount;
