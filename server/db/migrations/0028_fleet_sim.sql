CREATE TABLE "vm_faults" (
	"id" serial PRIMARY KEY NOT NULL,
	"vending_machine_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"coil" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vm_slots" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "vm_faults" ADD CONSTRAINT "vm_faults_vending_machine_id_vending_machines_id_fk" FOREIGN KEY ("vending_machine_id") REFERENCES "public"."vending_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vm_faults" ADD CONSTRAINT "vm_faults_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vm_faults_open_idx" ON "vm_faults" USING btree ("kind","id") WHERE "vm_faults"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "vm_faults_vm_idx" ON "vm_faults" USING btree ("vending_machine_id","opened_at");