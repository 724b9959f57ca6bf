CREATE TABLE "board_settings_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"vm_brand_model" text DEFAULT '' NOT NULL,
	"carrier_board" text DEFAULT '' NOT NULL,
	"board_type" integer DEFAULT 1 NOT NULL,
	"expiry_display" integer DEFAULT 1 NOT NULL,
	"non_available_display" integer DEFAULT 1 NOT NULL,
	"network_priority" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "hardware_boards" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"serial" text NOT NULL,
	"board_type" integer DEFAULT 1 NOT NULL,
	"firmware" text DEFAULT '' NOT NULL,
	"onboarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"vending_machine_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "board_settings_templates" ADD CONSTRAINT "board_settings_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardware_boards" ADD CONSTRAINT "hardware_boards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardware_boards" ADD CONSTRAINT "hardware_boards_vending_machine_id_vending_machines_id_fk" FOREIGN KEY ("vending_machine_id") REFERENCES "public"."vending_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_settings_templates_company_created_idx" ON "board_settings_templates" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hardware_boards_serial_key" ON "hardware_boards" USING btree ("company_id","serial");--> statement-breakpoint
CREATE UNIQUE INDEX "hardware_boards_machine_key" ON "hardware_boards" USING btree ("vending_machine_id") WHERE "hardware_boards"."vending_machine_id" is not null;--> statement-breakpoint
CREATE INDEX "hardware_boards_company_onboarded_idx" ON "hardware_boards" USING btree ("company_id","onboarded_at");