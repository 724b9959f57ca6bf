CREATE TABLE "vm_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"vending_machine_id" integer NOT NULL,
	"source" text NOT NULL,
	"rating" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vm_feedback_rating" CHECK ("vm_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "vm_feedback" ADD CONSTRAINT "vm_feedback_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vm_feedback" ADD CONSTRAINT "vm_feedback_vending_machine_id_vending_machines_id_fk" FOREIGN KEY ("vending_machine_id") REFERENCES "public"."vending_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vm_feedback" ADD CONSTRAINT "vm_feedback_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vm_feedback_machine_idx" ON "vm_feedback" USING btree ("company_id","vending_machine_id","created_at");