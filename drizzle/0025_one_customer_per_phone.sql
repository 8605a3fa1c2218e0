-- One customer per phone in a business. Orders placed at once from a new phone could each create the customer on
-- PostgreSQL; the unique index lets an order find or create it with ON CONFLICT. Rows already doubled are merged
-- first, so the index can be built on a live database: the oldest row of each (business, phone) is kept (the one
-- orders were added to), takes the others' details where its own are empty and their latest order date, and their
-- orders move to it.
CREATE TEMPORARY TABLE customer_merges AS
  SELECT id, keep_id FROM (
    SELECT id, first_value(id) OVER (PARTITION BY business_id, phone ORDER BY created_at, id) AS keep_id
    FROM customers
  ) ranked
  WHERE id <> keep_id;--> statement-breakpoint
UPDATE customers AS kept SET
  email = CASE WHEN kept.email = '' THEN coalesce(merged.email, '') ELSE kept.email END,
  address = CASE WHEN kept.address = '' THEN coalesce(merged.address, '') ELSE kept.address END,
  city = CASE WHEN kept.city = '' THEN coalesce(merged.city, '') ELSE kept.city END,
  state = CASE WHEN kept.state = '' THEN coalesce(merged.state, '') ELSE kept.state END,
  zip = CASE WHEN kept.zip = '' THEN coalesce(merged.zip, '') ELSE kept.zip END,
  last_order_date = greatest(kept.last_order_date, merged.last_order_date)
FROM (
  SELECT m.keep_id,
    (array_agg(c.email ORDER BY c.created_at, c.id) FILTER (WHERE c.email <> ''))[1] AS email,
    (array_agg(c.address ORDER BY c.created_at, c.id) FILTER (WHERE c.address <> ''))[1] AS address,
    (array_agg(c.city ORDER BY c.created_at, c.id) FILTER (WHERE c.city <> ''))[1] AS city,
    (array_agg(c.state ORDER BY c.created_at, c.id) FILTER (WHERE c.state <> ''))[1] AS state,
    (array_agg(c.zip ORDER BY c.created_at, c.id) FILTER (WHERE c.zip <> ''))[1] AS zip,
    max(c.last_order_date) AS last_order_date
  FROM customer_merges m JOIN customers c ON c.id = m.id
  GROUP BY m.keep_id
) merged
WHERE kept.id = merged.keep_id;--> statement-breakpoint
UPDATE orders SET customer_id = m.keep_id FROM customer_merges m WHERE orders.customer_id = m.id;--> statement-breakpoint
DELETE FROM customers USING customer_merges m WHERE customers.id = m.id;--> statement-breakpoint
DROP TABLE customer_merges;--> statement-breakpoint
DROP INDEX "customers_business_phone_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "customers_business_phone_idx" ON "customers" USING btree ("business_id","phone");
