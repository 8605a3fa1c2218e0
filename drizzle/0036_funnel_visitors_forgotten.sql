-- A funnel visit's row (a one-way hash of the day, address and browser) only serves to count a visitor once on
-- that day; once the day is over, its count in funnel_days is what the insights read, and the rows are deleted
-- (funnel.service.ts). Deleting them must leave the counts as they are: only a new visit changes them now.
CREATE OR REPLACE FUNCTION funnel_visits_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO funnel_days AS f (business_id, day, step, visitors)
	VALUES (NEW.business_id, NEW.day, NEW.step, 1)
	ON CONFLICT (business_id, day, step) DO UPDATE SET visitors = f.visitors + 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS funnel_visits_days ON funnel_visits;
--> statement-breakpoint
CREATE TRIGGER funnel_visits_days AFTER INSERT ON funnel_visits
	FOR EACH ROW EXECUTE FUNCTION funnel_visits_days();
