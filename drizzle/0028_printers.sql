CREATE TABLE "printers" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"name" text NOT NULL,
	"paper" integer NOT NULL,
	"print_on" text NOT NULL,
	"copies" integer NOT NULL,
	"secret" text NOT NULL,
	"last_seen" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "printers_business_idx" ON "printers" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "printers_secret_key" ON "printers" USING btree ("secret");--> statement-breakpoint
CREATE TABLE "print_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"printer_id" text NOT NULL,
	"order_id" text NOT NULL,
	"batch" text NOT NULL,
	"copy" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"handed_at" timestamp with time zone,
	"printed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_printer_id_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "print_jobs_copy_key" ON "print_jobs" USING btree ("printer_id","order_id","batch","copy");--> statement-breakpoint
CREATE INDEX "print_jobs_queue_idx" ON "print_jobs" USING btree ("printer_id","status","id");--> statement-breakpoint
CREATE INDEX "print_jobs_order_idx" ON "print_jobs" USING btree ("order_id");--> statement-breakpoint
-- A ticket is queued in the same statement that makes an order arrive or be accepted. A cash order is written
-- live by one prepared insert that no lifecycle listener sees (order-write.ts), so a trigger is the one place
-- every path passes: the guest's insert, a card authorized, a scheduled order falling due, the owner's accept.
-- A business without printers costs one index probe; `batch` 'auto' with the unique index makes a second
-- pass over the same move (an arrival printer seeing the accept after the arrival) queue nothing.
CREATE FUNCTION queue_order_prints() RETURNS trigger AS $$
DECLARE
	was text := CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END;
	arrives boolean := NEW.status = 'NEW' AND (was IS NULL OR was IN ('PENDING_PAYMENT', 'SCHEDULED'));
	accepted boolean := NEW.status = 'ACCEPTED' AND was IN ('NEW', 'SCHEDULED');
BEGIN
	IF NOT (arrives OR accepted) THEN
		RETURN NULL;
	END IF;
	INSERT INTO print_jobs (printer_id, order_id, batch, copy)
	SELECT p.id, NEW.id, 'auto', c
	FROM printers p CROSS JOIN LATERAL generate_series(1, p.copies) AS c
	WHERE p.business_id = NEW.business_id
		AND CASE
			WHEN arrives THEN p.print_on = 'arrival'
			-- An order accepted while still scheduled never was NEW: the arrival printers get it now.
			ELSE p.print_on = 'accept' OR (p.print_on = 'arrival' AND was = 'SCHEDULED')
		END
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_print_created AFTER INSERT ON orders FOR EACH ROW EXECUTE FUNCTION queue_order_prints();--> statement-breakpoint
CREATE TRIGGER orders_print_status AFTER UPDATE OF status ON orders FOR EACH ROW
	WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION queue_order_prints();
