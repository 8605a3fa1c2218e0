-- A delivery handed to its driver (OUT_FOR_DELIVERY) is a sale like one ready or completed: the rollups count it.
-- The functions are as 0035 made them, with that status added; no order had it before, so nothing is rebuilt.
CREATE OR REPLACE FUNCTION sales_add(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	business_config jsonb;
	local_at timestamp;
	local_day date;
	is_counted boolean := o.status IN ('ACCEPTED', 'READY', 'OUT_FOR_DELIVERY', 'COMPLETED');
	guest_key text;
BEGIN
	IF o.status = 'PENDING_PAYMENT' THEN
		RETURN;
	END IF;
	SELECT b.config INTO business_config FROM businesses b WHERE b.id = o.business_id;
	-- The business is being deleted (its orders go with it, and its rollups by their foreign keys).
	IF NOT FOUND THEN
		RETURN;
	END IF;
	local_at := sales_local(sales_zone(business_config), sales_offset(business_config), o.created_at);
	local_day := local_at::date;
	INSERT INTO sales_days AS s (business_id, day, type, payment, orders, revenue, placed)
	VALUES (o.business_id, local_day, o.type, o.payment, CASE WHEN is_counted THEN sign ELSE 0 END,
		CASE WHEN is_counted THEN sign * (o.total - o.refunded) ELSE 0 END, sign)
	ON CONFLICT (business_id, day, type, payment) DO UPDATE
		SET orders = s.orders + excluded.orders, revenue = s.revenue + excluded.revenue, placed = s.placed + excluded.placed;
	IF sign < 0 THEN
		DELETE FROM sales_days WHERE business_id = o.business_id AND day = local_day AND type = o.type
			AND payment = o.payment AND placed = 0;
	END IF;
	IF NOT is_counted THEN
		RETURN;
	END IF;
	INSERT INTO sales_hours AS s (business_id, day, hour, orders)
	VALUES (o.business_id, local_day, extract(hour FROM local_at)::smallint, sign)
	ON CONFLICT (business_id, day, hour) DO UPDATE SET orders = s.orders + excluded.orders;
	-- An order may list one item twice (other options): one row per item and name.
	INSERT INTO sales_items AS s (business_id, day, item_id, name, quantity, revenue, lines)
	SELECT o.business_id, local_day, coalesce(line->>'itemId', ''), coalesce(line->>'name', ''),
		sign * sum(coalesce((line->>'quantity')::bigint, 0)), sign * sum(coalesce((line->>'lineTotal')::bigint, 0)),
		sign * count(*)
	FROM json_array_elements(o.items) AS line
	-- In key order, as every writer takes these rows: two orders accepted at once never wait on each other in a
	-- circle (PostgreSQL would end one of them as a deadlock).
	GROUP BY 3, 4
	ORDER BY 3, 4
	ON CONFLICT (business_id, day, item_id, name) DO UPDATE
		SET quantity = s.quantity + excluded.quantity, revenue = s.revenue + excluded.revenue, lines = s.lines + excluded.lines;
	IF sign < 0 THEN
		DELETE FROM sales_hours WHERE business_id = o.business_id AND day = local_day AND orders = 0;
		DELETE FROM sales_items WHERE business_id = o.business_id AND day = local_day AND lines = 0;
	END IF;
	guest_key := sales_guest(o.customer_id, o.customer);
	IF guest_key IS NULL THEN
		RETURN;
	END IF;
	INSERT INTO sales_guests AS s (business_id, day, guest, orders)
	VALUES (o.business_id, local_day, guest_key, sign)
	ON CONFLICT (business_id, day, guest) DO UPDATE SET orders = s.orders + excluded.orders;
	IF sign > 0 THEN
		INSERT INTO sales_guest_firsts AS f (business_id, guest, first_day)
		VALUES (o.business_id, guest_key, local_day)
		ON CONFLICT (business_id, guest) DO UPDATE SET first_day = least(f.first_day, excluded.first_day);
	ELSE
		DELETE FROM sales_guests WHERE business_id = o.business_id AND day = local_day AND guest = guest_key
			AND orders = 0;
		IF FOUND THEN
			-- The guest's last order that day no longer counts: their first day may be a later one, or none.
			DELETE FROM sales_guest_firsts WHERE business_id = o.business_id AND guest = guest_key;
			INSERT INTO sales_guest_firsts (business_id, guest, first_day)
			SELECT o.business_id, guest_key, min(g.day) FROM sales_guests g
			WHERE g.business_id = o.business_id AND g.guest = guest_key
			HAVING min(g.day) IS NOT NULL;
		END IF;
	END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_share(o orders) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT concat_ws(E'\x1f', o.business_id, o.created_at::text, o.status = 'PENDING_PAYMENT',
		o.status IN ('ACCEPTED', 'READY', 'OUT_FOR_DELIVERY', 'COMPLETED'), o.type, o.payment, (o.total - o.refunded)::text,
		sales_guest(o.customer_id, o.customer), o.items::text)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rows(business text, zone text, offset_minutes integer)
RETURNS TABLE (local_at timestamp, type text, payment text, revenue bigint, is_counted boolean, guest text, items json)
LANGUAGE sql STABLE AS $$
	SELECT sales_local(zone, offset_minutes, o.created_at), o.type, o.payment, o.total - o.refunded,
		o.status IN ('ACCEPTED', 'READY', 'OUT_FOR_DELIVERY', 'COMPLETED'), sales_guest(o.customer_id, o.customer), o.items
	FROM orders o WHERE o.business_id = business AND o.status <> 'PENDING_PAYMENT'
$$;
