-- An order waiting for its card holds neither a pacing slot's place nor a promo code's use: both are taken when
-- it goes live (the card authorized, or the guest paying in person), by the same functions a cash order's write
-- calls (order-room.ts). The address an unpaid order came from is kept while it waits, so one address may keep
-- only a few orders waiting at a business (number_order below).
ALTER TABLE "orders" ADD COLUMN "pay_address" text;--> statement-breakpoint
CREATE INDEX "orders_unpaid_address_idx" ON "orders" USING btree ("business_id","pay_address") WHERE "orders"."status" = 'PENDING_PAYMENT';--> statement-breakpoint
-- The places and uses that orders waiting for payment hold today are given back; each takes them again as it
-- goes live. Slots first (the order's hold says which), then the codes' uses.
WITH held AS (
	UPDATE orders SET paced_slot = NULL
	WHERE status = 'PENDING_PAYMENT' AND paced_slot IS NOT NULL
	RETURNING business_id, paced_slot, paced_items
), per_slot AS (
	SELECT business_id, paced_slot, count(*)::int AS n, sum(paced_items)::int AS items FROM held GROUP BY 1, 2
)
UPDATE order_slots AS s SET orders = greatest(s.orders - p.n, 0), items = greatest(s.items - p.items, 0)
FROM per_slot AS p WHERE s.business_id = p.business_id AND s.slot_start = p.paced_slot;--> statement-breakpoint
WITH released AS (
	DELETE FROM promotion_uses AS u USING orders AS o
	WHERE o.id = u.order_id AND o.status = 'PENDING_PAYMENT'
	RETURNING u.promotion_id
), per_code AS (
	SELECT promotion_id, count(*)::int AS n FROM released GROUP BY 1
)
UPDATE promotions AS p SET uses = greatest(p.uses - c.n, 0) FROM per_code AS c WHERE p.id = c.promotion_id;--> statement-breakpoint
-- claim_promotion as before, and "first order only" judged under the same lock as the uses: a guest's phone
-- that has another order at the business which counts (not waiting for its card, rejected or cancelled) is
-- refused with PPR03. Simultaneous orders on one code wait for each other on the code's row, and this read, made
-- after that lock, sees the order the one before left. The claiming order is named, since its own statement's
-- row may be visible to the read.
DROP FUNCTION claim_promotion(text, text);--> statement-breakpoint
CREATE FUNCTION claim_promotion(p_promotion text, p_guest text, p_order text)
RETURNS text AS $$
DECLARE
	claimed text;
	business text;
	once boolean;
	first_only boolean;
BEGIN
	IF p_promotion IS NULL THEN
		RETURN NULL;
	END IF;
	UPDATE promotions SET uses = uses + 1
	WHERE id = p_promotion AND active AND (max_uses IS NULL OR uses < max_uses)
	RETURNING id, business_id, once_per_guest, first_order_only INTO claimed, business, once, first_only;
	IF claimed IS NULL THEN
		RAISE EXCEPTION 'PROMO_USED_UP' USING ERRCODE = 'PPR01';
	END IF;
	IF once AND EXISTS (SELECT 1 FROM promotion_uses AS u WHERE u.promotion_id = p_promotion AND u.guest = p_guest) THEN
		RAISE EXCEPTION 'PROMO_GUEST_USED' USING ERRCODE = 'PPR02';
	END IF;
	IF first_only AND EXISTS (
		SELECT 1 FROM customers AS c JOIN orders AS o ON o.customer_id = c.id
		WHERE c.business_id = business AND c.phone = p_guest
			AND o.id <> p_order AND o.status NOT IN ('PENDING_PAYMENT', 'REJECTED', 'CANCELLED')
	) THEN
		RAISE EXCEPTION 'PROMO_NOT_FIRST' USING ERRCODE = 'PPR03';
	END IF;
	RETURN claimed;
END;
$$ LANGUAGE plpgsql VOLATILE;--> statement-breakpoint
-- The order's number (next_order_friendly_id), and for an order waiting for its card, the limit of such orders
-- from its address: taken after the number, under the business's counter row lock that the number holds to
-- commit, so simultaneous orders of one business count each other and at most `max_unpaid` from one address
-- wait at once. Past it the statement fails with PUP01, and with it the order's whole write.
CREATE FUNCTION number_order(business text, p_address text, max_unpaid integer)
RETURNS integer AS $$
DECLARE
	taken integer;
BEGIN
	taken := next_order_friendly_id(business);
	IF p_address IS NOT NULL AND (
		SELECT count(*) FROM orders AS o
		WHERE o.business_id = business AND o.pay_address = p_address AND o.status = 'PENDING_PAYMENT'
	) >= max_unpaid THEN
		RAISE EXCEPTION 'UNPAID_ORDERS' USING ERRCODE = 'PUP01';
	END IF;
	RETURN taken;
END;
$$ LANGUAGE plpgsql VOLATILE;
