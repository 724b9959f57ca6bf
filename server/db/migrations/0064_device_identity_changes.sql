CREATE TABLE "device_identity_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hardware_board_id" integer,
	"vending_machine_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "device_identity_changes_at_idx" ON "device_identity_changes" USING btree ("at");