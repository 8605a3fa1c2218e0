-- An order may be paid, in part or whole, by a gift card of its business: the card and what it paid.
ALTER TABLE "orders" ADD COLUMN "gift_card_id" text REFERENCES "gift_cards"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_paid" integer NOT NULL DEFAULT 0 CHECK ("gift_card_paid" >= 0);--> statement-breakpoint
-- Spends `p_amount` of the card on the order, inside the order's own write: the card's row is updated only
-- while it is active and holds the amount, and the movement is written from the row it updated. Two orders on
-- one card wait for each other at its row, and the second sees what the first left; a card that no longer holds
-- the amount (spent meanwhile, voided) fails the whole write with PGC01, so the order is refused, never stored
-- unpaid.
CREATE FUNCTION spend_gift_card(p_card text, p_business text, p_amount integer, p_order text, p_movement text)
RETURNS integer AS $$
DECLARE
	left_after integer;
BEGIN
	IF p_card IS NULL OR p_amount <= 0 THEN
		RETURN 0;
	END IF;
	WITH moved AS (
		UPDATE gift_cards
		SET balance = balance - p_amount,
			status = CASE WHEN balance - p_amount = 0 THEN 'EMPTY' ELSE 'ACTIVE' END,
			updated_at = now()
		WHERE id = p_card AND business_id = p_business AND status = 'ACTIVE' AND balance >= p_amount
		RETURNING id, business_id, balance
	)
	INSERT INTO gift_card_movements (id, card_id, business_id, kind, amount, balance_after, reason, order_id)
	SELECT p_movement, id, business_id, 'REDEEMED', -p_amount, balance, '', p_order FROM moved
	RETURNING balance_after INTO left_after;
	IF left_after IS NULL THEN
		RAISE EXCEPTION 'GIFT_CARD_EMPTY' USING ERRCODE = 'PGC01';
	END IF;
	RETURN p_amount;
END;
$$ LANGUAGE plpgsql VOLATILE;
--> statement-breakpoint
-- What a gift card paid goes back on it once per order, however many times the order's end is heard.
CREATE UNIQUE INDEX "gift_card_movements_returned" ON "gift_card_movements" ("order_id") WHERE "kind" = 'RETURNED';
