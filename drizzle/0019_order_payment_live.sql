-- issue 13: a card payment's news (captured, released, refunded: the webhook or the owner's call) reaches every
-- dashboard of the business and the guest's page like a status change does. The trigger names its change
-- ('payment') as an argument; the others keep their meaning.
CREATE OR REPLACE FUNCTION order_live_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('order_live', json_build_object(
    'businessId', NEW.business_id,
    'orderId', NEW.id,
    'friendlyId', NEW.friendly_id,
    'status', NEW.status,
    'change', CASE
      WHEN TG_NARGS > 0 THEN TG_ARGV[0]
      WHEN TG_OP = 'INSERT' THEN 'created'
      WHEN OLD.status IS DISTINCT FROM NEW.status THEN 'status'
      ELSE 'opened'
    END
  )::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_live_payment AFTER UPDATE OF payment_status, refunded ON orders FOR EACH ROW
  WHEN (OLD.status IS NOT DISTINCT FROM NEW.status AND (OLD.payment_status IS DISTINCT FROM NEW.payment_status
    OR OLD.refunded IS DISTINCT FROM NEW.refunded))
  EXECUTE FUNCTION order_live_notify('payment');
