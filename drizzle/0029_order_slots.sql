CREATE TABLE "order_slots" (
	"business_id" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_slots_business_id_slot_start_pk" PRIMARY KEY("business_id","slot_start")
);
--> statement-breakpoint
ALTER TABLE "order_slots" ADD CONSTRAINT "order_slots_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paced_slot" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paced_items" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Takes room for one order of `n` items in the first of `slots` consecutive 15-minute slots from `first_slot`
-- that has it, and answers that slot's start; null when `first_slot` is null (the business does not pace its
-- orders). The slots' counts are read once to find the first with room; that slot's room is then taken with one
-- conditional upsert of its counter row: simultaneous orders for one slot wait for each other on that row and
-- each sees the count the one before left, so a slot never takes more than its caps. When another order took
-- the last place between the read and the upsert, the search goes on from the next slot. The caller holds an
-- order's items to a slot's item cap, so a large order still fits an empty slot. No slot with room: the
-- statement fails with SLOT_FULL (SQLSTATE PSL01), and with it the order's whole write.
CREATE FUNCTION reserve_order_slot(business text, first_slot timestamptz, slots integer, max_orders integer, max_items integer, n integer)
RETURNS timestamptz AS $$
DECLARE
	last_slot timestamptz;
	candidate timestamptz;
	taken timestamptz;
BEGIN
	IF first_slot IS NULL THEN
		RETURN NULL;
	END IF;
	last_slot := first_slot + make_interval(mins => 15 * (greatest(slots, 1) - 1));
	candidate := first_slot;
	LOOP
		SELECT at INTO candidate
		FROM generate_series(candidate, last_slot, interval '15 minutes') AS at
		LEFT JOIN order_slots AS s ON s.business_id = business AND s.slot_start = at
		WHERE s.business_id IS NULL
			OR ((max_orders IS NULL OR s.orders + 1 <= max_orders) AND (max_items IS NULL OR s.items + n <= max_items))
		ORDER BY at
		LIMIT 1;
		IF candidate IS NULL THEN
			RAISE EXCEPTION 'SLOT_FULL' USING ERRCODE = 'PSL01';
		END IF;
		INSERT INTO order_slots AS s (business_id, slot_start, orders, items)
		VALUES (business, candidate, 1, n)
		ON CONFLICT (business_id, slot_start) DO UPDATE SET orders = s.orders + 1, items = s.items + n
		WHERE (max_orders IS NULL OR s.orders + 1 <= max_orders)
			AND (max_items IS NULL OR s.items + n <= max_items)
		RETURNING s.slot_start INTO taken;
		IF taken IS NOT NULL THEN
			RETURN taken;
		END IF;
		candidate := candidate + interval '15 minutes';
		IF candidate > last_slot THEN
			RAISE EXCEPTION 'SLOT_FULL' USING ERRCODE = 'PSL01';
		END IF;
	END LOOP;
END;
$$ LANGUAGE plpgsql VOLATILE;
