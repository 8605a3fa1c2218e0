-- Insights show sales as a point of sale does: gross sales, discounts, refunds, net sales, tax and tips. The
-- rollup by day keeps each part, so the figures stay a sum over a few thousand rows.
--
-- gross: what was ordered at menu prices plus delivery fees (the order's subtotal and fee), before discounts.
-- discounts: promo codes' discounts. tax and tips: as charged on the order.
-- A refund is an amount given back out of the whole order; like a point of sale, its share of the order's tax
-- and tips is taken off those (in proportion to the order's total, rounded half-up, tax and tips together so
-- that the parts add up to the refund exactly), and the rest is the refund of sales. A full refund so gives
-- back all of the order's sales, tax and tips; the parts always add up to revenue (total less refunds).
ALTER TABLE "sales_days" ADD COLUMN IF NOT EXISTS "gross" bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "sales_days" ADD COLUMN IF NOT EXISTS "discounts" bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "sales_days" ADD COLUMN IF NOT EXISTS "tax" bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "sales_days" ADD COLUMN IF NOT EXISTS "tips" bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "sales_days" ADD COLUMN IF NOT EXISTS "refunded_sales" bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "sales_days" ADD COLUMN IF NOT EXISTS "refunded_tax" bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "sales_days" ADD COLUMN IF NOT EXISTS "refunded_tips" bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
-- a × b / c rounded half-up, for a, b ≥ 0; 0 when c is not positive.
CREATE OR REPLACE FUNCTION sales_share_of(a bigint, b bigint, c bigint) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE WHEN c > 0 THEN div(2 * a::numeric * b + c, 2 * c::numeric)::bigint ELSE 0 END
$$;
--> statement-breakpoint
-- An order's refund split into its tax, its tips and the rest (sales).
CREATE OR REPLACE FUNCTION sales_refund_parts(o orders, OUT refunded_tax bigint, OUT refunded_tips bigint,
	OUT refunded_sales bigint) LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
	refunded bigint := least(greatest(o.refunded, 0), greatest(o.total, 0));
	tax_and_tips bigint;
BEGIN
	tax_and_tips := least(sales_share_of(refunded, o.tax + o.tip, o.total), refunded);
	refunded_tax := least(sales_share_of(refunded, o.tax, o.total), tax_and_tips);
	refunded_tips := tax_and_tips - refunded_tax;
	refunded_sales := o.refunded - tax_and_tips;
END $$;
--> statement-breakpoint
-- As 0046 made it, with the parts of an order's money added to its day.
CREATE OR REPLACE FUNCTION sales_add(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	business_config jsonb;
	local_at timestamp;
	local_day date;
	is_counted boolean := o.status IN ('ACCEPTED', 'READY', 'OUT_FOR_DELIVERY', 'COMPLETED');
	counted integer;
	parts record;
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
	counted := CASE WHEN is_counted THEN sign ELSE 0 END;
	parts := sales_refund_parts(o);
	INSERT INTO sales_days AS s (business_id, day, type, payment, orders, revenue, placed, gross, discounts, tax,
		tips, refunded_sales, refunded_tax, refunded_tips)
	VALUES (o.business_id, local_day, o.type, o.payment, counted, counted * (o.total - o.refunded), sign,
		counted * (o.subtotal + o.delivery_fee), counted * o.discount, counted * o.tax, counted * o.tip,
		counted * parts.refunded_sales, counted * parts.refunded_tax, counted * parts.refunded_tips)
	ON CONFLICT (business_id, day, type, payment) DO UPDATE
		SET orders = s.orders + excluded.orders, revenue = s.revenue + excluded.revenue, placed = s.placed + excluded.placed,
			gross = s.gross + excluded.gross, discounts = s.discounts + excluded.discounts, tax = s.tax + excluded.tax,
			tips = s.tips + excluded.tips, refunded_sales = s.refunded_sales + excluded.refunded_sales,
			refunded_tax = s.refunded_tax + excluded.refunded_tax, refunded_tips = s.refunded_tips + excluded.refunded_tips;
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
-- Every part of the order's money, so that any change of it moves the rollups.
CREATE OR REPLACE FUNCTION sales_share(o orders) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT concat_ws(E'\x1f', o.business_id, o.created_at::text, o.status = 'PENDING_PAYMENT',
		o.status IN ('ACCEPTED', 'READY', 'OUT_FOR_DELIVERY', 'COMPLETED'), o.type, o.payment, o.total::text,
		o.refunded::text, o.subtotal::text, o.delivery_fee::text, o.discount::text, o.tax::text, o.tip::text,
		sales_guest(o.customer_id, o.customer), o.items::text)
$$;
--> statement-breakpoint
-- Its columns change: it is made again, and sales_rebuild with it.
DROP FUNCTION IF EXISTS sales_rows(text, text, integer);
--> statement-breakpoint
CREATE FUNCTION sales_rows(business text, zone text, offset_minutes integer)
RETURNS TABLE (local_at timestamp, type text, payment text, revenue bigint, is_counted boolean, guest text, items json,
	gross bigint, discounts bigint, tax bigint, tips bigint, refunded_sales bigint, refunded_tax bigint,
	refunded_tips bigint)
LANGUAGE sql STABLE AS $$
	SELECT sales_local(zone, offset_minutes, o.created_at), o.type, o.payment, o.total - o.refunded,
		o.status IN ('ACCEPTED', 'READY', 'OUT_FOR_DELIVERY', 'COMPLETED'), sales_guest(o.customer_id, o.customer), o.items,
		o.subtotal + o.delivery_fee, o.discount, o.tax, o.tip, (sales_refund_parts(o)).refunded_sales,
		(sales_refund_parts(o)).refunded_tax, (sales_refund_parts(o)).refunded_tips
	FROM orders o WHERE o.business_id = business AND o.status <> 'PENDING_PAYMENT'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rebuild(business text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	business_config jsonb;
	zone text;
	offset_minutes integer;
BEGIN
	SELECT b.config INTO business_config FROM businesses b WHERE b.id = business;
	IF NOT FOUND THEN
		RETURN;
	END IF;
	zone := sales_zone(business_config);
	offset_minutes := sales_offset(business_config);
	DELETE FROM sales_days WHERE business_id = business;
	DELETE FROM sales_hours WHERE business_id = business;
	DELETE FROM sales_items WHERE business_id = business;
	DELETE FROM sales_guests WHERE business_id = business;
	DELETE FROM sales_guest_firsts WHERE business_id = business;
	INSERT INTO sales_days (business_id, day, type, payment, orders, revenue, placed, gross, discounts, tax, tips,
		refunded_sales, refunded_tax, refunded_tips)
	SELECT business, r.local_at::date, r.type, r.payment, count(*) FILTER (WHERE r.is_counted),
		coalesce(sum(r.revenue) FILTER (WHERE r.is_counted), 0), count(*),
		coalesce(sum(r.gross) FILTER (WHERE r.is_counted), 0), coalesce(sum(r.discounts) FILTER (WHERE r.is_counted), 0),
		coalesce(sum(r.tax) FILTER (WHERE r.is_counted), 0), coalesce(sum(r.tips) FILTER (WHERE r.is_counted), 0),
		coalesce(sum(r.refunded_sales) FILTER (WHERE r.is_counted), 0),
		coalesce(sum(r.refunded_tax) FILTER (WHERE r.is_counted), 0),
		coalesce(sum(r.refunded_tips) FILTER (WHERE r.is_counted), 0)
	FROM sales_rows(business, zone, offset_minutes) r GROUP BY 2, 3, 4;
	INSERT INTO sales_hours (business_id, day, hour, orders)
	SELECT business, r.local_at::date, extract(hour FROM r.local_at)::smallint, count(*)
	FROM sales_rows(business, zone, offset_minutes) r WHERE r.is_counted GROUP BY 2, 3;
	INSERT INTO sales_items (business_id, day, item_id, name, quantity, revenue, lines)
	SELECT business, r.local_at::date, coalesce(line->>'itemId', ''), coalesce(line->>'name', ''),
		sum(coalesce((line->>'quantity')::bigint, 0)), sum(coalesce((line->>'lineTotal')::bigint, 0)), count(*)
	FROM sales_rows(business, zone, offset_minutes) r, json_array_elements(r.items) AS line
	WHERE r.is_counted GROUP BY 2, 3, 4;
	INSERT INTO sales_guests (business_id, day, guest, orders)
	SELECT business, r.local_at::date, r.guest, count(*)
	FROM sales_rows(business, zone, offset_minutes) r WHERE r.is_counted AND r.guest IS NOT NULL GROUP BY 2, 3;
	INSERT INTO sales_guest_firsts (business_id, guest, first_day)
	SELECT business, g.guest, min(g.day) FROM sales_guests g WHERE g.business_id = business GROUP BY 2;
END $$;
--> statement-breakpoint
-- The parts of the orders stored before this migration.
SELECT sales_rebuild(id) FROM businesses;
