CREATE TABLE "dex_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"vending_machine_id" integer,
	"status" text DEFAULT 'unmatched' NOT NULL,
	"serial" text DEFAULT '' NOT NULL,
	"model" text,
	"maker" text,
	"file_name" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'upload' NOT NULL,
	"content_hash" text NOT NULL,
	"raw" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"decimals" integer DEFAULT 2 NOT NULL,
	"currency" text,
	"paid_vends" integer DEFAULT 0 NOT NULL,
	"paid_value" numeric(16, 3) DEFAULT 0 NOT NULL,
	"cash_in" numeric(16, 3),
	"cashless_value" numeric(16, 3),
	"selections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cash" jsonb,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"details" jsonb,
	"checksum" text NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"previous_audit_id" integer,
	"interval" jsonb,
	"created_by" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dex_machine_serials" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"serial" text NOT NULL,
	"vending_machine_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dex_audits" ADD CONSTRAINT "dex_audits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dex_audits" ADD CONSTRAINT "dex_audits_vending_machine_id_vending_machines_id_fk" FOREIGN KEY ("vending_machine_id") REFERENCES "public"."vending_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dex_audits" ADD CONSTRAINT "dex_audits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dex_machine_serials" ADD CONSTRAINT "dex_machine_serials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dex_machine_serials" ADD CONSTRAINT "dex_machine_serials_vending_machine_id_vending_machines_id_fk" FOREIGN KEY ("vending_machine_id") REFERENCES "public"."vending_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dex_audits_company_created_idx" ON "dex_audits" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dex_audits_content_key" ON "dex_audits" USING btree ("company_id","content_hash");--> statement-breakpoint
CREATE INDEX "dex_audits_machine_read_idx" ON "dex_audits" USING btree ("vending_machine_id","read_at") WHERE "dex_audits"."vending_machine_id" is not null;--> statement-breakpoint
CREATE INDEX "dex_audits_unmatched_idx" ON "dex_audits" USING btree ("company_id","serial") WHERE "dex_audits"."vending_machine_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "dex_machine_serials_key" ON "dex_machine_serials" USING btree ("company_id","serial");--> statement-breakpoint
CREATE INDEX "dex_machine_serials_machine_idx" ON "dex_machine_serials" USING btree ("vending_machine_id");