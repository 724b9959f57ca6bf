CREATE TABLE "device_events" (
	"vending_machine_id" integer NOT NULL,
	"event_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"result" jsonb,
	CONSTRAINT "device_events_vending_machine_id_event_id_pk" PRIMARY KEY("vending_machine_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "device_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"hardware_board_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" integer,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "device_state" (
	"vending_machine_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"last_seen_at" timestamp with time zone,
	"firmware" text,
	"signal" integer,
	"temperature" integer,
	"config_version" integer DEFAULT 1 NOT NULL,
	"config_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"config_applied_version" integer,
	"config_applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "device_events" ADD CONSTRAINT "device_events_vending_machine_id_vending_machines_id_fk" FOREIGN KEY ("vending_machine_id") REFERENCES "public"."vending_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_keys" ADD CONSTRAINT "device_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_keys" ADD CONSTRAINT "device_keys_hardware_board_id_hardware_boards_id_fk" FOREIGN KEY ("hardware_board_id") REFERENCES "public"."hardware_boards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_keys" ADD CONSTRAINT "device_keys_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_keys" ADD CONSTRAINT "device_keys_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_state" ADD CONSTRAINT "device_state_vending_machine_id_vending_machines_id_fk" FOREIGN KEY ("vending_machine_id") REFERENCES "public"."vending_machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_state" ADD CONSTRAINT "device_state_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_events_received_idx" ON "device_events" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_keys_hash_key" ON "device_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "device_keys_live_per_board" ON "device_keys" USING btree ("hardware_board_id") WHERE "device_keys"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "device_state_company_idx" ON "device_state" USING btree ("company_id");