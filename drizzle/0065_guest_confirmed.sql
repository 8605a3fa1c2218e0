-- The guest answered a reminder's "Are you still coming?": the host sees who confirmed on the day.
ALTER TABLE "reservations" ADD COLUMN "guest_confirmed_at" timestamp with time zone;
