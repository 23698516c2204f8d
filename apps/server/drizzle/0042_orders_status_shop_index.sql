DROP INDEX "order_info_ret_status_created_idx";--> statement-breakpoint
CREATE INDEX "order_info_status_ret_created_idx" ON "order_info" USING btree ("status","ret_code","created_at","id");