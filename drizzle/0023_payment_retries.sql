ALTER TABLE "orders" ADD COLUMN "stripe_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_problem" text;--> statement-breakpoint
-- A capture that keeps failing warns the owner: the warning reaches every dashboard of the business like the
-- other payment news does.
DROP TRIGGER "orders_live_payment" ON "orders";--> statement-breakpoint
CREATE TRIGGER orders_live_payment AFTER UPDATE OF payment_status, refunded, payment_problem ON orders FOR EACH ROW
  WHEN (OLD.status IS NOT DISTINCT FROM NEW.status AND (OLD.payment_status IS DISTINCT FROM NEW.payment_status
    OR OLD.refunded IS DISTINCT FROM NEW.refunded OR OLD.payment_problem IS DISTINCT FROM NEW.payment_problem))
  EXECUTE FUNCTION order_live_notify('payment');
