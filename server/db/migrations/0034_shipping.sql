CREATE TABLE "delivery_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"contact_person_name" text DEFAULT '' NOT NULL,
	"mobile_number" text DEFAULT '' NOT NULL,
	"email_id" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "delivery_persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"mobile_number" text DEFAULT '' NOT NULL,
	"delivery_partner_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "warehouse_orders" ADD COLUMN "shipping_status" text;--> statement-breakpoint
ALTER TABLE "warehouse_orders" ADD COLUMN "delivery_partner_id" integer;--> statement-breakpoint
ALTER TABLE "warehouse_orders" ADD COLUMN "delivery_person_id" integer;--> statement-breakpoint
ALTER TABLE "warehouse_orders" ADD COLUMN "dispatched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "warehouse_orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_partners" ADD CONSTRAINT "delivery_partners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_persons" ADD CONSTRAINT "delivery_persons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_persons" ADD CONSTRAINT "delivery_persons_delivery_partner_id_delivery_partners_id_fk" FOREIGN KEY ("delivery_partner_id") REFERENCES "public"."delivery_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_partners_company_created_idx" ON "delivery_partners" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "delivery_persons_company_created_idx" ON "delivery_persons" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "delivery_persons_partner_idx" ON "delivery_persons" USING btree ("delivery_partner_id");--> statement-breakpoint
ALTER TABLE "warehouse_orders" ADD CONSTRAINT "warehouse_orders_delivery_partner_id_delivery_partners_id_fk" FOREIGN KEY ("delivery_partner_id") REFERENCES "public"."delivery_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_orders" ADD CONSTRAINT "warehouse_orders_delivery_person_id_delivery_persons_id_fk" FOREIGN KEY ("delivery_person_id") REFERENCES "public"."delivery_persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warehouse_orders_shipping_idx" ON "warehouse_orders" USING btree ("company_id","shipping_status");--> statement-breakpoint
-- Hand-written (keep on regeneration): existing warehouse → store orders become shipping orders at the step their stock says: a Created one holds its units in transit (Dispatched), a Received one put them in the store, a Draft moved nothing.
UPDATE "warehouse_orders" SET "shipping_status" = CASE "status" WHEN 1 THEN 'DISPATCHED' WHEN 2 THEN 'CANCELLED' WHEN 3 THEN 'RECEIVED_SM' WHEN 4 THEN 'RECEIVED_SM' ELSE 'ORDER_CREATED' END WHERE "source_type" = 'warehouse' AND "destination_type" = 'store' AND "shipping_status" IS NULL;
