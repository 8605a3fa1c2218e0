-- Realtime (DESIGN.md "Scale"): every change to a menu tells the app instances listening on "menu_live", so
-- an owner's other tabs and devices update at once. pg_notify is delivered at commit, never for a rollback.
CREATE FUNCTION menu_live_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('menu_live', json_build_object('businessId', NEW.business_id, 'menuId', NEW.id, 'version', NEW.version)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER menus_live_notify AFTER INSERT OR UPDATE ON menus FOR EACH ROW EXECUTE FUNCTION menu_live_notify();
