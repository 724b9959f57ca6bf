CREATE TABLE "dex_integration_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" integer,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dex_integration_keys" ADD CONSTRAINT "dex_integration_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dex_integration_keys" ADD CONSTRAINT "dex_integration_keys_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dex_integration_keys" ADD CONSTRAINT "dex_integration_keys_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dex_integration_keys_hash_key" ON "dex_integration_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "dex_integration_keys_company_idx" ON "dex_integration_keys" USING btree ("company_id","issued_at");