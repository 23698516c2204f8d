CREATE SEQUENCE "public"."sales_stamp" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "sales_total_daily" ADD COLUMN "stamp" bigint DEFAULT nextval('sales_stamp') NOT NULL;--> statement-breakpoint
-- The day roll-up's '' rows take a new stamp on every write (issue 31): the report keeps an answer per query and
-- scope with the count and sum of its period's month stamps, read in the answer's own statement, and reuses it
-- while a probe of those few rows reads the same. Every write to the roll-ups writes these rows (sales_rollup_add),
-- so no new lock; a row trigger runs after the row's lock, so a row's next stamp is above its last, and a rebuild's
-- rows (the column's default) all take stamps above every earlier one.
CREATE FUNCTION sales_total_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.stamp := nextval('sales_stamp');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_total_daily_stamp BEFORE UPDATE ON sales_total_daily FOR EACH ROW WHEN (NEW.sku_code = '')
  EXECUTE FUNCTION sales_total_stamp();
