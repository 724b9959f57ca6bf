CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"coupon_type" text DEFAULT 'FLAT' NOT NULL,
	"min_cart_value" numeric(12, 2) NOT NULL,
	"flat_off" numeric(12, 2),
	"percentage_off" integer,
	"max_off" numeric(12, 2) NOT NULL,
	"max_redemption" integer NOT NULL,
	"min_discount_price" numeric(12, 2) DEFAULT 1 NOT NULL,
	"redeemed" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "coupons_type" CHECK ("coupons"."coupon_type" in ('FLAT', 'PERCENTAGE'))
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_company_created_idx" ON "coupons" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "coupons_company_code_idx" ON "coupons" USING btree ("company_id","code");