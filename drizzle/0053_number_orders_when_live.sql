-- An order waiting for its card takes no number: a guest who never pays would leave a gap in the numbers the
-- kitchen calls out. It takes the business's next number as it goes live (the trigger below), so the numbers of
-- the orders that reached the kitchen follow one another. Orders already waiting keep the number they have.
ALTER TABLE "orders" ALTER COLUMN "friendly_id" DROP NOT NULL;--> statement-breakpoint
-- As before for an order that goes to the kitchen at once. For one waiting for its card (it names its address),
-- the counter row is still locked, without moving, so that simultaneous orders from one address are counted one
-- after another as before; it gets no number.
CREATE OR REPLACE FUNCTION number_order(business text, p_address text, max_unpaid integer)
RETURNS integer AS $$
BEGIN
	IF p_address IS NULL THEN
		RETURN next_order_friendly_id(business);
	END IF;
	INSERT INTO order_counters (business_id, last_friendly_id) VALUES (business, 0)
	ON CONFLICT (business_id) DO UPDATE SET last_friendly_id = order_counters.last_friendly_id;
	IF (
		SELECT count(*) FROM orders AS o
		WHERE o.business_id = business AND o.pay_address = p_address AND o.status = 'PENDING_PAYMENT'
	) >= max_unpaid THEN
		RAISE EXCEPTION 'UNPAID_ORDERS' USING ERRCODE = 'PUP01';
	END IF;
	RETURN NULL;
END;
$$ LANGUAGE plpgsql VOLATILE;--> statement-breakpoint
-- The number is taken in the statement that moves the order out of waiting (its card held or paid), under the
-- counter row's lock until commit: simultaneous orders get distinct numbers, one after another. An order that is
-- cancelled or refused while still waiting never reached the kitchen and takes none.
CREATE FUNCTION number_order_going_live() RETURNS trigger AS $$
BEGIN
	IF NEW.friendly_id IS NULL AND NEW.status NOT IN ('PENDING_PAYMENT', 'CANCELLED', 'REJECTED') THEN
		NEW.friendly_id := next_order_friendly_id(NEW.business_id);
	END IF;
	RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER orders_number_going_live BEFORE UPDATE OF status ON orders FOR EACH ROW
	EXECUTE FUNCTION number_order_going_live();
