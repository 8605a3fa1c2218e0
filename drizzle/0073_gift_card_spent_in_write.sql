-- The order's write spends its gift card with an UPDATE of its own (order-write.ts) rather than a function called
-- for every order: an order with a card and nothing spent breaks this, which fails the whole write.
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_card_spent" CHECK ("gift_card_id" IS NULL OR "gift_card_paid" > 0);--> statement-breakpoint
DROP FUNCTION spend_gift_card(text, text, integer, text, text);
