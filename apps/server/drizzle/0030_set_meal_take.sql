CREATE TABLE "set_meal_take" (
	"order_no" varchar(32) NOT NULL,
	"set_meal_id" integer NOT NULL,
	"ret_code" varchar(32) NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "set_meal_take_order_no_set_meal_id_pk" PRIMARY KEY("order_no","set_meal_id")
);
