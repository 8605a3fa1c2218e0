-- issue 12 (orders under load): the next friendly number of a business, taken inside the statement that inserts
-- the order. The counter row stays locked from here to commit, so orders of one business are numbered one after
-- another and a rollback gives its number back; taking it in the order's own INSERT, as the transaction's last
-- statement, keeps that lock for one statement and the commit instead of the whole transaction.
CREATE FUNCTION next_order_friendly_id(business text) RETURNS integer AS $$
  INSERT INTO order_counters (business_id, last_friendly_id) VALUES (business, 1)
  ON CONFLICT (business_id) DO UPDATE SET last_friendly_id = order_counters.last_friendly_id + 1
  RETURNING last_friendly_id;
$$ LANGUAGE sql VOLATILE;
