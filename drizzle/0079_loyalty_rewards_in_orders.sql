-- A guest signed in to a business's rewards program orders as its member: the order keeps the member (points
-- earned on completion go to them), the reward taken with it (its name, cost and the amount it took off, part of
-- the discount) and the points its write spent (order-write.ts spends them with an UPDATE of the member's row:
-- an order with a reward and nothing spent breaks orders_reward_spent, which fails the whole write), and the
-- points it earned.
ALTER TABLE "orders" ADD COLUMN "loyalty_member_id" text REFERENCES "loyalty_members"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reward" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reward_points" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_earned" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reward_spent" CHECK ("reward" IS NULL OR "reward_points" > 0);
