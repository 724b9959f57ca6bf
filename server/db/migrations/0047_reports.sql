CREATE TABLE "outbox_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"outbox_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"franchise_id" integer,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"format" text DEFAULT 'csv' NOT NULL,
	"columns" jsonb NOT NULL,
	"from_at" timestamp with time zone,
	"to_at" timestamp with time zone,
	"status" integer DEFAULT 1 NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"rows" integer,
	"error" text,
	"outbox_id" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "outbox_attachments" ADD CONSTRAINT "outbox_attachments_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_requests" ADD CONSTRAINT "report_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_requests" ADD CONSTRAINT "report_requests_franchise_id_franchises_id_fk" FOREIGN KEY ("franchise_id") REFERENCES "public"."franchises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_requests" ADD CONSTRAINT "report_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_requests" ADD CONSTRAINT "report_requests_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_attachments_outbox_idx" ON "outbox_attachments" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "report_requests_user_idx" ON "report_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "report_requests_open_idx" ON "report_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_key_key" ON "outbox" USING btree ("key");