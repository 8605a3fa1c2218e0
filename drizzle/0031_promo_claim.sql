-- Claims one use of a promo code for an order being written, inside the order's own statement (order-write.ts);
-- answers the promotion's id, or null when the order has no code. The conditional UPDATE takes the code's row
-- lock: simultaneous orders on one code wait for each other there and each sees the count the one before left,
-- so a code never gives more uses than `max_uses`. "Once per guest" is read after that lock, so a guest's
-- simultaneous orders see each other's use. A code used up or switched off fails with PPR01, a guest who used it
-- already with PPR02, and with either the order's whole write.
CREATE FUNCTION claim_promotion(p_promotion text, p_guest text)
RETURNS text AS $$
DECLARE
	claimed text;
	once boolean;
BEGIN
	IF p_promotion IS NULL THEN
		RETURN NULL;
	END IF;
	UPDATE promotions SET uses = uses + 1
	WHERE id = p_promotion AND active AND (max_uses IS NULL OR uses < max_uses)
	RETURNING id, once_per_guest INTO claimed, once;
	IF claimed IS NULL THEN
		RAISE EXCEPTION 'PROMO_USED_UP' USING ERRCODE = 'PPR01';
	END IF;
	IF once AND EXISTS (SELECT 1 FROM promotion_uses AS u WHERE u.promotion_id = p_promotion AND u.guest = p_guest) THEN
		RAISE EXCEPTION 'PROMO_GUEST_USED' USING ERRCODE = 'PPR02';
	END IF;
	RETURN claimed;
END;
$$ LANGUAGE plpgsql VOLATILE;
