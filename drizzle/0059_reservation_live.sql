-- Every new booking and every change of one is announced on "reservation_live", as orders are on "order_live":
-- each app instance hands it to the business's open dashboards, whichever instance made the change.
CREATE FUNCTION reservation_live_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('reservation_live', json_build_object(
    'businessId', NEW.business_id,
    'reservationId', NEW.id,
    'change', CASE WHEN TG_OP = 'INSERT' THEN 'created' ELSE 'updated' END
  )::text);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER reservations_live AFTER INSERT OR UPDATE ON reservations FOR EACH ROW
  EXECUTE FUNCTION reservation_live_notify();
