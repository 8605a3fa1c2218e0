ALTER TABLE "orders" ADD COLUMN "guest_lang" text;
