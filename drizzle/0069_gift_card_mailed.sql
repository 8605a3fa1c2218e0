-- When the card's mail went to the person it is for: a retried job sends it once.
ALTER TABLE "gift_cards" ADD COLUMN "mailed_at" timestamp with time zone;
