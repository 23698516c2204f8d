-- The sales roll-up (sales_daily) kept in step with orders in their own transaction: every status change of an
-- order writes an order_log row, so a trigger there sees each approval (10 → 20) and each cancellation of an
-- approved order (20 → 90), whichever service made it (approve, merge-approve, cancel).
CREATE OR REPLACE FUNCTION sales_rollup_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer;
  o record;
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
  INSERT INTO sales_daily AS s (day, sp_code, platform_code, channel_code, province_code, grade_code, sku_code, order_count, quantity, amount)
  VALUES (d, o.sp_code, o.platform_code, o.channel_code, o.province_code, o.grade_code, '', sign, sign * o.item_count, sign * o.pay_amount)
  ON CONFLICT (day, sku_code, sp_code, province_code, platform_code, channel_code, grade_code) DO UPDATE
    SET order_count = s.order_count + excluded.order_count, quantity = s.quantity + excluded.quantity, amount = s.amount + excluded.amount;
  INSERT INTO sales_daily AS s (day, sp_code, platform_code, channel_code, province_code, grade_code, sku_code, order_count, quantity, amount)
  SELECT d, o.sp_code, o.platform_code, o.channel_code, o.province_code, o.grade_code, l.sku_code,
         sign, sign * sum(l.quantity), sign * sum(l.amount - l.discount)
  FROM order_line l WHERE l.order_id = o.id GROUP BY l.sku_code
  ON CONFLICT (day, sku_code, sp_code, province_code, platform_code, channel_code, grade_code) DO UPDATE
    SET order_count = s.order_count + excluded.order_count, quantity = s.quantity + excluded.quantity, amount = s.amount + excluded.amount;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_log_sales_rollup AFTER INSERT ON order_log FOR EACH ROW EXECUTE FUNCTION sales_rollup_apply();
--> statement-breakpoint
-- Orders approved before the roll-up existed.
INSERT INTO sales_daily (day, sp_code, platform_code, channel_code, province_code, grade_code, sku_code, order_count, quantity, amount)
SELECT (approve_time AT TIME ZONE 'Asia/Shanghai')::date, sp_code, platform_code, channel_code, province_code, grade_code, '',
       count(*), sum(item_count), sum(pay_amount)
FROM order_info WHERE status IN (20, 30, 40, 50) AND approve_time IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO sales_daily (day, sp_code, platform_code, channel_code, province_code, grade_code, sku_code, order_count, quantity, amount)
SELECT (o.approve_time AT TIME ZONE 'Asia/Shanghai')::date, o.sp_code, o.platform_code, o.channel_code, o.province_code, o.grade_code,
       l.sku_code, count(DISTINCT o.id), sum(l.quantity), sum(l.amount - l.discount)
FROM order_info o JOIN order_line l ON l.order_id = o.id
WHERE o.status IN (20, 30, 40, 50) AND o.approve_time IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6, 7;
