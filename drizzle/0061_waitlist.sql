-- Walk-in parties waiting for a table, in the order they arrived: the host quotes a wait, texts or mails them
-- when a table is ready, and seats or removes them. The guest's page (its key) shows their place in line.
CREATE TABLE "waitlist_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL REFERENCES "businesses"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"party" integer NOT NULL,
	"quoted_minutes" integer NOT NULL,
	"status" text NOT NULL,
	"guest_key" text NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "waitlist_entries_business_idx" ON "waitlist_entries" ("business_id", "created_at");--> statement-breakpoint
-- Each "table ready" goes once per press and channel (a retried job sends nothing more).
CREATE TABLE "waitlist_notices" (
	"entry_id" text NOT NULL REFERENCES "waitlist_entries"("id") ON DELETE cascade,
	"notice" text NOT NULL,
	"channel" text NOT NULL,
	"sent_at" timestamp with time zone,
	"held_back" boolean DEFAULT false NOT NULL,
	PRIMARY KEY ("entry_id", "notice", "channel")
);
