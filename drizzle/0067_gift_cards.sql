-- Gift cards: a business's rules for selling them, the cards with their balance, and every change of a balance.
-- The balance moves only with a movement written in the same statement; the CHECK keeps it at zero or more.
CREATE TABLE "gift_card_settings" (
	"business_id" text PRIMARY KEY NOT NULL REFERENCES "businesses"("id") ON DELETE cascade,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL REFERENCES "businesses"("id") ON DELETE cascade,
	"code" text NOT NULL UNIQUE,
	"initial" integer NOT NULL,
	"balance" integer NOT NULL CHECK ("balance" >= 0),
	"currency_code" text NOT NULL,
	"status" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text DEFAULT '' NOT NULL,
	"sender_name" text,
	"sender_email" text,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "gift_cards_business_idx" ON "gift_cards" ("business_id", "created_at");
--> statement-breakpoint
CREATE TABLE "gift_card_movements" (
	"id" text PRIMARY KEY NOT NULL,
	"card_id" text NOT NULL REFERENCES "gift_cards"("id") ON DELETE cascade,
	"business_id" text NOT NULL REFERENCES "businesses"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "gift_card_movements_card_idx" ON "gift_card_movements" ("card_id", "created_at");
