CREATE TABLE "order_counters" (
	"business_id" text PRIMARY KEY NOT NULL,
	"last_friendly_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"friendly_id" integer NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"table_label" text,
	"scheduled_for" timestamp with time zone,
	"currency" text NOT NULL,
	"currency_code" text NOT NULL,
	"items" json NOT NULL,
	"taxes" json NOT NULL,
	"subtotal" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"tip" bigint NOT NULL,
	"delivery_fee" bigint NOT NULL,
	"total" bigint NOT NULL,
	"payment" text NOT NULL,
	"payment_status" text NOT NULL,
	"customer" json NOT NULL,
	"customer_id" text,
	"note" text DEFAULT '' NOT NULL,
	"tracking_key" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"ready_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_business_friendly_key" ON "orders" USING btree ("business_id","friendly_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_business_idempotency_key" ON "orders" USING btree ("business_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_business_status_idx" ON "orders" USING btree ("business_id","status","friendly_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
-- Live orders (issue 12, docs/decisions/007): a new order and every change of status tell the app instances
-- listening on "order_live", so dashboards and the guest's confirmation page update at once, whichever
-- instance or job made the change. pg_notify is delivered at commit, never for a rollback.
CREATE FUNCTION order_live_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('order_live', json_build_object(
    'businessId', NEW.business_id,
    'orderId', NEW.id,
    'friendlyId', NEW.friendly_id,
    'status', NEW.status,
    'change', CASE WHEN TG_OP = 'INSERT' THEN 'created' ELSE 'status' END
  )::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_live_created AFTER INSERT ON orders FOR EACH ROW EXECUTE FUNCTION order_live_notify();
--> statement-breakpoint
CREATE TRIGGER orders_live_status AFTER UPDATE OF status ON orders FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION order_live_notify();
