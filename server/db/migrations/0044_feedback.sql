CREATE TABLE "consumer_product_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"vending_machine_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"ask_count" integer DEFAULT 1 NOT NULL,
	"first_asked_at" timestamp with time zone NOT NULL,
	"last_asked_at" timestamp with time zone NOT NULL,
	"product_request_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumer_product_requests_asks" CHECK ("consumer_product_requests"."ask_count" >= 1 and "consumer_product_requests"."first_asked_at" <= "consumer_product_requests"."last_asked_at")
);
--> statement-breakpoint
ALTER TABLE "product_feedback" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "consumer_product_requests" ADD CONSTRAINT "consumer_product_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_product_requests" ADD CONSTRAINT "consumer_product_requests_vending_machine_id_vending_machines_id_fk" FOREIGN KEY ("vending_machine_id") REFERENCES "public"."vending_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_product_requests" ADD CONSTRAINT "consumer_product_requests_product_request_id_product_requests_id_fk" FOREIGN KEY ("product_request_id") REFERENCES "public"."product_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumer_product_requests_company_last_idx" ON "consumer_product_requests" USING btree ("company_id","last_asked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_product_requests_machine_name_idx" ON "consumer_product_requests" USING btree ("vending_machine_id",lower("product_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_product_requests_request_idx" ON "consumer_product_requests" USING btree ("product_request_id");--> statement-breakpoint
ALTER TABLE "product_feedback" ADD CONSTRAINT "product_feedback_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;