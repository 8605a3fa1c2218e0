-- A card that holds a big party's table: saved with a SetupIntent on the owner's connected Stripe account when the
-- guest books, and charged the no-show fee off-session only when the host marks the party a no-show.
CREATE TABLE "booking_guarantees" (
	"reservation_id" text PRIMARY KEY NOT NULL REFERENCES "reservations"("id") ON DELETE cascade,
	"business_id" text NOT NULL REFERENCES "businesses"("id") ON DELETE cascade,
	"state" text NOT NULL,
	"fee" integer NOT NULL,
	"currency_code" text NOT NULL,
	"stripe_account_id" text,
	"customer_id" text,
	"setup_intent_id" text,
	"setup_client_secret" text,
	"payment_method_id" text,
	"card_brand" text,
	"card_last4" text,
	"payment_intent_id" text,
	"failure_code" text,
	"stripe_failures" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
