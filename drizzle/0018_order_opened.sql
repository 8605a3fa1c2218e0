ALTER TABLE "orders" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
-- issue 12 item 3: the first time someone opens a new order on a dashboard, every dashboard of the business hears
-- it ("opened") and stops its new-order sound. The function now tells the three changes apart.
CREATE OR REPLACE FUNCTION order_live_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('order_live', json_build_object(
    'businessId', NEW.business_id,
    'orderId', NEW.id,
    'friendlyId', NEW.friendly_id,
    'status', NEW.status,
    'change', CASE
      WHEN TG_OP = 'INSERT' THEN 'created'
      WHEN OLD.status IS DISTINCT FROM NEW.status THEN 'status'
      ELSE 'opened'
    END
  )::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_live_opened AFTER UPDATE OF opened_at ON orders FOR EACH ROW
  WHEN (OLD.opened_at IS NULL AND NEW.opened_at IS NOT NULL AND OLD.status IS NOT DISTINCT FROM NEW.status)
  EXECUTE FUNCTION order_live_notify();
