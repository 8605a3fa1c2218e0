-- Insights read a business's sales rolled up by its own local day instead of every order: a year of a busy
-- business is a few thousand rows here against 100,000 orders (whose item lines are JSON to parse). The rollups
-- are kept by triggers, so every way an order is written (placed, accepted, refunded, cancelled, filed under a
-- customer, deleted, or inserted by SQL) moves them in the same transaction, on both engines.
--
-- What an order adds, when it counts (accepted, ready or completed): its money less refunds to its day, type and
-- payment; one order to its day's local hour; its lines to its items; one order to its guest on that day (a guest
-- is the customer the order was filed under, else the phone's digits). Every placed order (all but the unpaid
-- card orders) adds one to `placed`, the funnel's last step. A change of the business's time zone rebuilds its
-- rollups, since its days begin at other instants.
CREATE TABLE IF NOT EXISTS "sales_days" (
	"business_id" text NOT NULL REFERENCES "businesses"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"payment" text NOT NULL,
	"orders" integer NOT NULL DEFAULT 0,
	"revenue" bigint NOT NULL DEFAULT 0,
	"placed" integer NOT NULL DEFAULT 0,
	CONSTRAINT "sales_days_pk" PRIMARY KEY("business_id","day","type","payment")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sales_hours" (
	"business_id" text NOT NULL REFERENCES "businesses"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"orders" integer NOT NULL DEFAULT 0,
	CONSTRAINT "sales_hours_pk" PRIMARY KEY("business_id","day","hour")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sales_items" (
	"business_id" text NOT NULL REFERENCES "businesses"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"item_id" text NOT NULL,
	"name" text NOT NULL,
	"quantity" bigint NOT NULL DEFAULT 0,
	"revenue" bigint NOT NULL DEFAULT 0,
	-- Lines that carried this name: an item renamed in a range is shown by the name most lines had.
	"lines" integer NOT NULL DEFAULT 0,
	CONSTRAINT "sales_items_pk" PRIMARY KEY("business_id","day","item_id","name")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sales_guests" (
	"business_id" text NOT NULL REFERENCES "businesses"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"guest" text NOT NULL,
	"orders" integer NOT NULL DEFAULT 0,
	CONSTRAINT "sales_guests_pk" PRIMARY KEY("business_id","day","guest")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sales_guests_guest_idx" ON "sales_guests" USING btree ("business_id","guest","day");
--> statement-breakpoint
-- Each guest's first day with a counted order: new guests of a range are the ones whose first day is in it.
CREATE TABLE IF NOT EXISTS "sales_guest_firsts" (
	"business_id" text NOT NULL REFERENCES "businesses"("id") ON DELETE CASCADE,
	"guest" text NOT NULL,
	"first_day" date NOT NULL,
	CONSTRAINT "sales_guest_firsts_pk" PRIMARY KEY("business_id","guest")
);
--> statement-breakpoint
-- Visitors per day and step of the funnel (funnel_visits holds one row per visitor).
CREATE TABLE IF NOT EXISTS "funnel_days" (
	"business_id" text NOT NULL REFERENCES "businesses"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"step" text NOT NULL,
	"visitors" integer NOT NULL DEFAULT 0,
	CONSTRAINT "funnel_days_pk" PRIMARY KEY("business_id","day","step")
);
--> statement-breakpoint
-- The business's zone as this database can use it: its IANA name when the database knows it, else null (then
-- its fixed offset applies, as the insights' reading of hours does).
CREATE OR REPLACE FUNCTION sales_zone(config jsonb) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
	zone text := nullif(config->>'timeZone', '');
BEGIN
	IF zone IS NULL THEN
		RETURN NULL;
	END IF;
	PERFORM now() AT TIME ZONE zone;
	RETURN zone;
EXCEPTION WHEN others THEN
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_offset(config jsonb) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE WHEN jsonb_typeof(config->'timeZoneOffset') = 'number'
		THEN round((config->>'timeZoneOffset')::numeric)::integer ELSE 0 END
$$;
--> statement-breakpoint
-- The business's wall-clock time of an instant.
CREATE OR REPLACE FUNCTION sales_local(zone text, offset_minutes integer, at timestamptz) RETURNS timestamp
LANGUAGE sql STABLE AS $$
	SELECT CASE WHEN zone IS NULL THEN (at AT TIME ZONE 'UTC') + make_interval(mins => offset_minutes)
		ELSE at AT TIME ZONE zone END
$$;
--> statement-breakpoint
-- The guest an order is counted for, or null for an order without customer or phone.
CREATE OR REPLACE FUNCTION sales_guest(customer_id text, customer json) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT coalesce(customer_id, 'phone:' || nullif(regexp_replace(customer->>'phone', '\D', '', 'g'), ''))
$$;
--> statement-breakpoint
-- Adds one order to its business's rollups (sign 1), or takes it away (sign -1).
CREATE OR REPLACE FUNCTION sales_add(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	business_config jsonb;
	local_at timestamp;
	local_day date;
	is_counted boolean := o.status IN ('ACCEPTED', 'READY', 'COMPLETED');
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
-- What an order adds to the rollups, to tell whether a change of the order changes them.
CREATE OR REPLACE FUNCTION sales_share(o orders) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT concat_ws(E'\x1f', o.business_id, o.created_at::text, o.status = 'PENDING_PAYMENT',
		o.status IN ('ACCEPTED', 'READY', 'COMPLETED'), o.type, o.payment, (o.total - o.refunded)::text,
		sales_guest(o.customer_id, o.customer), o.items::text)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_sales_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		-- Most moves (ready, completed, a note) leave the order's share as it was.
		IF sales_share(OLD) = sales_share(NEW) THEN
			RETURN NULL;
		END IF;
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM sales_add(OLD, -1);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM sales_add(NEW, 1);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_sales_rollup ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_sales_rollup AFTER INSERT OR UPDATE OR DELETE ON orders
	FOR EACH ROW EXECUTE FUNCTION orders_sales_rollup();
--> statement-breakpoint
-- A business's orders as the rollups read them, on its clock.
CREATE OR REPLACE FUNCTION sales_rows(business text, zone text, offset_minutes integer)
RETURNS TABLE (local_at timestamp, type text, payment text, revenue bigint, is_counted boolean, guest text, items json)
LANGUAGE sql STABLE AS $$
	SELECT sales_local(zone, offset_minutes, o.created_at), o.type, o.payment, o.total - o.refunded,
		o.status IN ('ACCEPTED', 'READY', 'COMPLETED'), sales_guest(o.customer_id, o.customer), o.items
	FROM orders o WHERE o.business_id = business AND o.status <> 'PENDING_PAYMENT'
$$;
--> statement-breakpoint
-- A business's rollups made again from its orders: for orders stored before the rollups existed, and after a
-- change of its time zone. Funnel days keep the day the visit was counted on.
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
	INSERT INTO sales_days (business_id, day, type, payment, orders, revenue, placed)
	SELECT business, r.local_at::date, r.type, r.payment, count(*) FILTER (WHERE r.is_counted),
		coalesce(sum(r.revenue) FILTER (WHERE r.is_counted), 0), count(*)
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
CREATE OR REPLACE FUNCTION businesses_sales_zone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (OLD.config->>'timeZone', OLD.config->>'timeZoneOffset')
		IS DISTINCT FROM (NEW.config->>'timeZone', NEW.config->>'timeZoneOffset') THEN
		PERFORM sales_rebuild(NEW.id);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS businesses_sales_zone ON businesses;
--> statement-breakpoint
CREATE TRIGGER businesses_sales_zone AFTER UPDATE OF config ON businesses
	FOR EACH ROW EXECUTE FUNCTION businesses_sales_zone();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION funnel_visits_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO funnel_days AS f (business_id, day, step, visitors)
		VALUES (NEW.business_id, NEW.day, NEW.step, 1)
		ON CONFLICT (business_id, day, step) DO UPDATE SET visitors = f.visitors + 1;
	ELSE
		UPDATE funnel_days SET visitors = visitors - 1
		WHERE business_id = OLD.business_id AND day = OLD.day AND step = OLD.step;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS funnel_visits_days ON funnel_visits;
--> statement-breakpoint
CREATE TRIGGER funnel_visits_days AFTER INSERT OR DELETE ON funnel_visits
	FOR EACH ROW EXECUTE FUNCTION funnel_visits_days();
--> statement-breakpoint
-- The sales and visits stored before this migration.
SELECT sales_rebuild(id) FROM businesses;
--> statement-breakpoint
INSERT INTO funnel_days (business_id, day, step, visitors)
SELECT business_id, day, step, count(*) FROM funnel_visits GROUP BY 1, 2, 3
ON CONFLICT (business_id, day, step) DO UPDATE SET visitors = excluded.visitors;
