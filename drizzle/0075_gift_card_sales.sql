-- A gift card a guest buys on the menu page: what they chose, until Stripe says it is paid; the card is made
-- then, in the webhook's transaction. The same Idempotency-Key at a business answers the same sale.
CREATE TABLE "gift_card_sales" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL REFERENCES "businesses"("id") ON DELETE CASCADE,
	"guest_key" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL CHECK ("amount" > 0),
	"currency_code" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"sender_name" text NOT NULL,
	"sender_email" text NOT NULL,
	"message" text NOT NULL DEFAULT '',
	"send_on" date,
	"lang" text,
	"status" text NOT NULL DEFAULT 'PENDING' CHECK ("status" IN ('PENDING', 'PAID')),
	"payment_intent_id" text,
	"stripe_failures" integer NOT NULL DEFAULT 0,
	"card_id" text REFERENCES "gift_cards"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_sales_key" ON "gift_card_sales" ("business_id", "idempotency_key");
