CREATE TABLE "store_stock_limits" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"runout_quantity" integer NOT NULL,
	"max_quantity" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_stock_limits_store_id_product_id_pk" PRIMARY KEY("store_id","product_id"),
	CONSTRAINT "store_stock_limits_runout_not_negative" CHECK ("store_stock_limits"."runout_quantity" >= 0),
	CONSTRAINT "store_stock_limits_max_not_below_runout" CHECK ("store_stock_limits"."max_quantity" >= "store_stock_limits"."runout_quantity")
);
--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD COLUMN "low_alerted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_stock_limits" ADD CONSTRAINT "store_stock_limits_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock_limits" ADD CONSTRAINT "store_stock_limits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock_limits" ADD CONSTRAINT "store_stock_limits_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;