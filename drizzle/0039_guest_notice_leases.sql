-- A guest notice's row is a lease rather than a mark: claimed_until says how long the worker that claimed it may
-- take to send it; unsent past that, another try claims it again (a process killed between claim and send loses
-- nothing). sent_at is set once the mail server or Twilio took it; rows from before were all sent.
ALTER TABLE "guest_notices" ALTER COLUMN "sent_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_notices" ALTER COLUMN "sent_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "guest_notices" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guest_notices" ADD COLUMN "claims" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_notices" ADD COLUMN "held_back" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_notices" ADD COLUMN "message_sid" text;--> statement-breakpoint
CREATE INDEX "guest_notices_message_sid_idx" ON "guest_notices" USING btree ("message_sid");--> statement-breakpoint
-- Notices per recipient (an address or an E.164 number) per business per clock hour: past the limit they are
-- held back and counted here, which the owner's insights read.
CREATE TABLE "notice_counts" (
	"business_id" text NOT NULL,
	"recipient" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notice_counts_business_id_recipient_hour_pk" PRIMARY KEY("business_id","recipient","hour")
);--> statement-breakpoint
ALTER TABLE "notice_counts" ADD CONSTRAINT "notice_counts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_counts_business_hour_idx" ON "notice_counts" USING btree ("business_id","hour");--> statement-breakpoint
-- What Twilio last said of the order's latest text: sent, delivered, undelivered or failed.
ALTER TABLE "orders" ADD COLUMN "text_status" text;
