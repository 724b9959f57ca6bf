CREATE TABLE "store_manager_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"photo_key" text,
	"aadhaar_front_key" text,
	"aadhaar_back_key" text,
	"login_code_hash" text,
	"code_generated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "store_manager_profiles" ADD CONSTRAINT "store_manager_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_manager_profiles" ADD CONSTRAINT "store_manager_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;