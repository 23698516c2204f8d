CREATE TABLE "equity_gift_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"sku_code" varchar(32) NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "equity_activity" ALTER COLUMN "template_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "equity_activity" ADD COLUMN "benefit" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "equity_grant" ADD COLUMN "order_no" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_record" ADD COLUMN "order_no" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_record" ADD COLUMN "note" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "equity_gift_line_activity_idx" ON "equity_gift_line" USING btree ("activity_id");