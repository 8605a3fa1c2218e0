-- An order that goes live while ordering is paused was placed before the pause (placing is refused during one):
-- the Orders and kitchen screens mark it, so the kitchen knows why an order came in while paused.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "placed_before_pause" boolean DEFAULT false NOT NULL;
