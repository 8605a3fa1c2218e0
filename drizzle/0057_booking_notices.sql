-- The mails and texts sent to a guest about a booking: one row per notice (its event and the start it speaks
-- of, "reminder-day:2026-12-04T19:00:00.000Z") and channel, so a retried job or a repeated move never sends the
-- same news twice. A row without sent_at is a send under way; a failed send deletes its row for the retry.
CREATE TABLE "booking_notices" (
	"reservation_id" text NOT NULL REFERENCES "reservations"("id") ON DELETE cascade,
	"notice" text NOT NULL,
	"channel" text NOT NULL,
	"sent_at" timestamp with time zone,
	"held_back" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("reservation_id", "notice", "channel")
);
