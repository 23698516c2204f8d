DROP INDEX "order_info_ret_status_created_idx";--> statement-breakpoint
CREATE INDEX "order_info_ret_status_created_idx" ON "order_info" USING btree ("ret_code","status","created_at","id");