-- Guests' phones are kept in E.164 ("+15125550100"), read in the business's country (shared/common/phone-number.ts).
-- What SQL can read without the numbering plans is a North American number of a business in the United States
-- or Canada: ten digits get +1, eleven digits starting with 1 get +. Other numbers stay as they were typed; the
-- order's next write keeps its new form. Customers whose numbers become one are merged into the oldest first
-- (as 0025 did), so the one-customer-per-phone index holds.
CREATE TEMPORARY TABLE nanp_businesses AS
  SELECT id FROM businesses
  WHERE lower(trim(country)) IN ('', 'us', 'usa', 'united states', 'united states of america', 'canada');--> statement-breakpoint
CREATE TEMPORARY TABLE phone_changes AS
  SELECT c.id, c.business_id, c.created_at,
    CASE WHEN c.phone ~ '^[0-9]{10}$' THEN '+1' || c.phone ELSE '+' || c.phone END AS e164
  FROM customers c JOIN nanp_businesses b ON b.id = c.business_id
  WHERE c.phone ~ '^[0-9]{10}$' OR c.phone ~ '^1[0-9]{10}$';--> statement-breakpoint
CREATE TEMPORARY TABLE phone_merges AS
  SELECT id, keep_id FROM (
    SELECT id, first_value(id) OVER (PARTITION BY business_id, e164 ORDER BY created_at, id) AS keep_id
    FROM phone_changes
  ) ranked
  WHERE id <> keep_id;--> statement-breakpoint
UPDATE customers AS kept SET last_order_date = greatest(kept.last_order_date, merged.last_order_date)
FROM (
  SELECT m.keep_id, max(c.last_order_date) AS last_order_date
  FROM phone_merges m JOIN customers c ON c.id = m.id
  GROUP BY m.keep_id
) merged
WHERE kept.id = merged.keep_id;--> statement-breakpoint
UPDATE orders SET customer_id = m.keep_id FROM phone_merges m WHERE orders.customer_id = m.id;--> statement-breakpoint
DELETE FROM customers USING phone_merges m WHERE customers.id = m.id;--> statement-breakpoint
UPDATE customers SET phone = p.e164 FROM phone_changes p WHERE customers.id = p.id;--> statement-breakpoint
UPDATE orders SET customer = jsonb_set(customer::jsonb, '{phone}', to_jsonb(
    CASE WHEN customer->>'phone' ~ '^[0-9]{10}$' THEN '+1' || (customer->>'phone') ELSE '+' || (customer->>'phone') END))::json
  WHERE business_id IN (SELECT id FROM nanp_businesses)
    AND (customer->>'phone' ~ '^[0-9]{10}$' OR customer->>'phone' ~ '^1[0-9]{10}$');--> statement-breakpoint
UPDATE promotion_uses SET guest =
    CASE WHEN guest ~ '^[0-9]{10}$' THEN '+1' || guest ELSE '+' || guest END
  FROM orders o
  WHERE o.id = promotion_uses.order_id AND o.business_id IN (SELECT id FROM nanp_businesses)
    AND (guest ~ '^[0-9]{10}$' OR guest ~ '^1[0-9]{10}$');--> statement-breakpoint
DROP TABLE phone_merges;--> statement-breakpoint
DROP TABLE phone_changes;--> statement-breakpoint
DROP TABLE nanp_businesses;
