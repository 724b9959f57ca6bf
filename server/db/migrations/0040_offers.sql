CREATE TABLE "offer_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"sub_offer_id" integer,
	"event" text NOT NULL,
	"status" integer,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_machines" (
	"offer_id" integer NOT NULL,
	"vending_machine_id" integer NOT NULL,
	CONSTRAINT "offer_machines_offer_id_vending_machine_id_pk" PRIMARY KEY("offer_id","vending_machine_id")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"franchise_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"offer_type" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"scope" text DEFAULT 'COMPANY' NOT NULL,
	"zone_id" integer,
	"retailer_id" integer,
	"channels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"repeat_option" text DEFAULT 'DAILY' NOT NULL,
	"weekdays" jsonb DEFAULT '[1,2,3,4,5,6,7]'::jsonb NOT NULL,
	"time_window" text DEFAULT 'FULL_DAY' NOT NULL,
	"start_time" text DEFAULT '00:00' NOT NULL,
	"end_time" text DEFAULT '23:59' NOT NULL,
	"offer_source" text DEFAULT 'ERP' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"cloned_from" integer,
	"created_by" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "offers_type_range" CHECK ("offers"."offer_type" between 1 and 8),
	CONSTRAINT "offers_status_range" CHECK ("offers"."status" between 1 and 4),
	CONSTRAINT "offers_dates" CHECK ("offers"."end_at" > "offers"."start_at")
);
--> statement-breakpoint
CREATE TABLE "sub_offer_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_offer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"is_primary" boolean DEFAULT true NOT NULL,
	"offer_value" numeric(12, 2),
	"max_buy_qty" integer,
	"buy_qty" integer,
	"free_qty" integer,
	"total_stock" integer
);
--> statement-breakpoint
CREATE TABLE "sub_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"offer_type_id" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"offer_price" numeric(12, 2),
	"image" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_history" ADD CONSTRAINT "offer_history_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_history" ADD CONSTRAINT "offer_history_sub_offer_id_sub_offers_id_fk" FOREIGN KEY ("sub_offer_id") REFERENCES "public"."sub_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_history" ADD CONSTRAINT "offer_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_machines" ADD CONSTRAINT "offer_machines_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_machines" ADD CONSTRAINT "offer_machines_vending_machine_id_vending_machines_id_fk" FOREIGN KEY ("vending_machine_id") REFERENCES "public"."vending_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_franchise_id_franchises_id_fk" FOREIGN KEY ("franchise_id") REFERENCES "public"."franchises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_offer_products" ADD CONSTRAINT "sub_offer_products_sub_offer_id_sub_offers_id_fk" FOREIGN KEY ("sub_offer_id") REFERENCES "public"."sub_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_offer_products" ADD CONSTRAINT "sub_offer_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_offers" ADD CONSTRAINT "sub_offers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_history_offer_idx" ON "offer_history" USING btree ("offer_id","at");--> statement-breakpoint
CREATE INDEX "offer_history_sub_offer_idx" ON "offer_history" USING btree ("sub_offer_id","at");--> statement-breakpoint
CREATE INDEX "offer_machines_machine_idx" ON "offer_machines" USING btree ("vending_machine_id");--> statement-breakpoint
CREATE INDEX "offers_company_created_idx" ON "offers" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "offers_company_status_idx" ON "offers" USING btree ("company_id","status","end_at");--> statement-breakpoint
CREATE INDEX "sub_offer_products_sub_offer_idx" ON "sub_offer_products" USING btree ("sub_offer_id");--> statement-breakpoint
CREATE INDEX "sub_offer_products_product_idx" ON "sub_offer_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "sub_offers_offer_idx" ON "sub_offers" USING btree ("offer_id");