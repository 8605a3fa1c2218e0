-- Table bookings. A booking holds each of its tables for every 15 minutes of its stay (table_holds, one row
-- each): the primary key lets one booking alone hold a table at a time, so no race can double-book one. The
-- settings row is the lock a booking takes while it counts a slot's guests (pacing).
CREATE TABLE "reservation_settings" (
	"business_id" text PRIMARY KEY NOT NULL REFERENCES "businesses"("id") ON DELETE cascade,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "dining_tables" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL REFERENCES "businesses"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"min_seats" integer NOT NULL,
	"max_seats" integer NOT NULL,
	"combinable_with" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "dining_tables_business_idx" ON "dining_tables" ("business_id");--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL REFERENCES "businesses"("id") ON DELETE cascade,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"party" integer NOT NULL,
	"table_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"guest_name" text NOT NULL,
	"guest_phone" text NOT NULL,
	"guest_email" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"notify_email" boolean DEFAULT false NOT NULL,
	"notify_sms" boolean DEFAULT false NOT NULL,
	"guest_lang" text,
	"guest_key" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_idempotency_key" ON "reservations" ("business_id", "idempotency_key");--> statement-breakpoint
CREATE INDEX "reservations_business_start_idx" ON "reservations" ("business_id", "starts_at");--> statement-breakpoint
CREATE TABLE "table_holds" (
	"table_id" text NOT NULL REFERENCES "dining_tables"("id") ON DELETE cascade,
	"at" timestamp with time zone NOT NULL,
	"reservation_id" text NOT NULL REFERENCES "reservations"("id") ON DELETE cascade,
	"business_id" text NOT NULL,
	PRIMARY KEY ("table_id", "at")
);--> statement-breakpoint
CREATE INDEX "table_holds_reservation_idx" ON "table_holds" ("reservation_id");--> statement-breakpoint
CREATE INDEX "table_holds_business_at_idx" ON "table_holds" ("business_id", "at");
