CREATE TABLE "sales_machine_orders_period" (
	"company_id" integer NOT NULL,
	"period" text NOT NULL,
	"start" date NOT NULL,
	"vending_machine_id" integer NOT NULL,
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
	"net" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_machine_orders_period_pk" PRIMARY KEY("company_id","period","start","vending_machine_id")
);
--> statement-breakpoint
CREATE TABLE "sales_machine_period" (
	"company_id" integer NOT NULL,
	"period" text NOT NULL,
	"start" date NOT NULL,
	"vending_machine_id" integer NOT NULL,
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
	CONSTRAINT "sales_machine_period_pk" PRIMARY KEY("company_id","period","start","vending_machine_id")
);
--> statement-breakpoint
CREATE TABLE "sales_product_period" (
	"company_id" integer NOT NULL,
	"period" text NOT NULL,
	"start" date NOT NULL,
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
	CONSTRAINT "sales_product_period_pk" PRIMARY KEY("company_id","period","start","product_id")
);
--> statement-breakpoint
CREATE INDEX "sales_machine_orders_period_net_idx" ON "sales_machine_orders_period" USING btree ("company_id","period","start","net");--> statement-breakpoint
CREATE INDEX "sales_machine_period_net_idx" ON "sales_machine_period" USING btree ("company_id","period","start","net" DESC NULLS LAST);--> statement-breakpoint
-- Backfill from the daily roll-ups (server/analytics/period-rollups.ts, rebuildPeriodRollups).
insert into sales_machine_period (company_id, period, start, vending_machine_id, lines, quantity, units_vended, gross, discount, refund, net, gst, cess, refunds, vends_success, vends_partial, vends_failed, vends_pending) select d.company_id, k.period, k.start, d.vending_machine_id, sum(d.lines), sum(d.quantity), sum(d.units_vended), sum(d.gross), sum(d.discount), sum(d.refund), sum(d.net), sum(d.gst), sum(d.cess), sum(d.refunds), sum(d.vends_success), sum(d.vends_partial), sum(d.vends_failed), sum(d.vends_pending) from sales_daily d cross join lateral (values ('month', date_trunc('month', d.day)::date), ('year', date_trunc('year', d.day)::date), ('all', date '1970-01-01')) k(period, start) group by 1, 2, 3, 4;
--> statement-breakpoint
insert into sales_product_period (company_id, period, start, product_id, lines, quantity, units_vended, gross, discount, refund, net, gst, cess, refunds, vends_success, vends_partial, vends_failed, vends_pending) select d.company_id, k.period, k.start, d.product_id, sum(d.lines), sum(d.quantity), sum(d.units_vended), sum(d.gross), sum(d.discount), sum(d.refund), sum(d.net), sum(d.gst), sum(d.cess), sum(d.refunds), sum(d.vends_success), sum(d.vends_partial), sum(d.vends_failed), sum(d.vends_pending) from sales_daily d cross join lateral (values ('month', date_trunc('month', d.day)::date), ('year', date_trunc('year', d.day)::date), ('all', date '1970-01-01')) k(period, start) group by 1, 2, 3, 4;
--> statement-breakpoint
insert into sales_machine_orders_period (company_id, period, start, vending_machine_id, orders, vend_success, vend_partial, vend_failed, vend_pending, paid_orders, amount, discount, refund_amount, refunds, refunds_pending, net) select d.company_id, k.period, k.start, d.vending_machine_id, sum(d.orders), sum(d.vend_success), sum(d.vend_partial), sum(d.vend_failed), sum(d.vend_pending), sum(d.paid_orders), sum(d.amount), sum(d.discount), sum(d.refund_amount), sum(d.refunds), sum(d.refunds_pending), sum(d.amount - d.refund_amount) from sales_orders_daily d cross join lateral (values ('month', date_trunc('month', d.day)::date), ('year', date_trunc('year', d.day)::date), ('all', date '1970-01-01')) k(period, start) group by 1, 2, 3, 4;
