CREATE TABLE "sales_analytics_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"franchise_id" integer,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sales_daily" (
	"company_id" integer NOT NULL,
	"franchise_id" integer DEFAULT 0 NOT NULL,
	"day" date NOT NULL,
	"vending_machine_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"units_vended" integer DEFAULT 0 NOT NULL,
	"gross" numeric(14, 2) DEFAULT 0 NOT NULL,
	"discount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"refund" numeric(14, 2) DEFAULT 0 NOT NULL,
	"net" numeric(14, 2) DEFAULT 0 NOT NULL,
	"gst" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cess" numeric(14, 2) DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"vends_success" integer DEFAULT 0 NOT NULL,
	"vends_partial" integer DEFAULT 0 NOT NULL,
	"vends_failed" integer DEFAULT 0 NOT NULL,
	"vends_pending" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_daily_company_id_day_vending_machine_id_product_id_franchise_id_pk" PRIMARY KEY("company_id","day","vending_machine_id","product_id","franchise_id")
);
--> statement-breakpoint
CREATE TABLE "sales_orders_daily" (
	"company_id" integer NOT NULL,
	"franchise_id" integer DEFAULT 0 NOT NULL,
	"day" date NOT NULL,
	"vending_machine_id" integer NOT NULL,
	"payment_mode" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"vend_success" integer DEFAULT 0 NOT NULL,
	"vend_partial" integer DEFAULT 0 NOT NULL,
	"vend_failed" integer DEFAULT 0 NOT NULL,
	"vend_pending" integer DEFAULT 0 NOT NULL,
	"paid_orders" integer DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"discount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"refund_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"refunds_pending" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_orders_daily_company_id_day_vending_machine_id_payment_mode_franchise_id_pk" PRIMARY KEY("company_id","day","vending_machine_id","payment_mode","franchise_id")
);
--> statement-breakpoint
ALTER TABLE "sales_analytics_templates" ADD CONSTRAINT "sales_analytics_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_analytics_templates" ADD CONSTRAINT "sales_analytics_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_analytics_templates_company_idx" ON "sales_analytics_templates" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "sales_daily_machine_day_idx" ON "sales_daily" USING btree ("vending_machine_id","day");--> statement-breakpoint
CREATE INDEX "sales_daily_franchise_day_idx" ON "sales_daily" USING btree ("franchise_id","day");--> statement-breakpoint
CREATE INDEX "sales_orders_daily_machine_day_idx" ON "sales_orders_daily" USING btree ("vending_machine_id","day");--> statement-breakpoint
CREATE INDEX "sales_orders_daily_franchise_day_idx" ON "sales_orders_daily" USING btree ("franchise_id","day");--> statement-breakpoint
-- Backfill: the roll-ups of the orders already there (server/analytics/rollups.ts, rebuildSalesRollups).
insert into sales_daily (company_id, franchise_id, day, vending_machine_id, product_id, lines, quantity, units_vended, gross, discount, refund, net, gst, cess, refunds, vends_success, vends_partial, vends_failed, vends_pending)  select o.company_id, coalesce(o.franchise_id, 0), (o.created_at at time zone 'UTC')::date, o.vending_machine_id, coalesce(l.product_id, 0), 1 * count(*)::int, 1 * sum(l.quantity)::int, 1 * sum(l.items_vend)::int, 1 * sum(case when o.payment_status = 1 then l.mrp * l.quantity else 0 end), 1 * sum(case when o.payment_status = 1 then l.discount else 0 end), 1 * sum((case when o.payment_status = 1 and l.refund_status is not null and l.quantity > 0 then round((l.mrp * l.quantity - l.discount) * (l.quantity - l.items_vend) / l.quantity, 2) else 0 end)), 1 * sum((case when o.payment_status = 1 then (l.mrp * l.quantity - l.discount) - (case when o.payment_status = 1 and l.refund_status is not null and l.quantity > 0 then round((l.mrp * l.quantity - l.discount) * (l.quantity - l.items_vend) / l.quantity, 2) else 0 end) else 0 end)), 1 * sum(round(((case when o.payment_status = 1 then (l.mrp * l.quantity - l.discount) - (case when o.payment_status = 1 and l.refund_status is not null and l.quantity > 0 then round((l.mrp * l.quantity - l.discount) * (l.quantity - l.items_vend) / l.quantity, 2) else 0 end) else 0 end) / (1 + (l.gst + l.cess) / 100)) * l.gst / 100, 2)), 1 * sum(round(((case when o.payment_status = 1 then (l.mrp * l.quantity - l.discount) - (case when o.payment_status = 1 and l.refund_status is not null and l.quantity > 0 then round((l.mrp * l.quantity - l.discount) * (l.quantity - l.items_vend) / l.quantity, 2) else 0 end) else 0 end) / (1 + (l.gst + l.cess) / 100)) * l.cess / 100, 2)), 1 * count(*) filter (where l.refund_status is not null)::int, 1 * count(*) filter (where l.vend_status = 1)::int, 1 * count(*) filter (where l.vend_status = 2)::int, 1 * count(*) filter (where l.vend_status >= 3)::int, 1 * count(*) filter (where l.vend_status = 0)::int from orders o join order_lines l on l.order_id = o.id where true group by 1, 2, 3, 4, 5;
--> statement-breakpoint
insert into sales_orders_daily (company_id, franchise_id, day, vending_machine_id, payment_mode, orders, vend_success, vend_partial, vend_failed, vend_pending, paid_orders, amount, discount, refund_amount, refunds, refunds_pending)  select o.company_id, coalesce(o.franchise_id, 0), (o.created_at at time zone 'UTC')::date, o.vending_machine_id, o.payment_mode, 1 * count(*)::int, 1 * count(*) filter (where o.vend_status = 1)::int, 1 * count(*) filter (where o.vend_status = 2)::int, 1 * count(*) filter (where o.vend_status >= 3)::int, 1 * count(*) filter (where o.vend_status = 0)::int, 1 * count(*) filter (where o.payment_status = 1)::int, 1 * coalesce(sum(o.amount) filter (where o.payment_status = 1), 0), 1 * coalesce(sum(o.discount) filter (where o.payment_status = 1), 0), 1 * coalesce(sum(o.refund_amount) filter (where o.payment_status = 1), 0), 1 * count(*) filter (where o.refund_status is not null)::int, 1 * count(*) filter (where o.refund_status = 0)::int from orders o where true group by 1, 2, 3, 4, 5;
