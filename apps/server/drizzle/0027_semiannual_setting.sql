CREATE TABLE "order_semiannual_setting" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"return_rate" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
