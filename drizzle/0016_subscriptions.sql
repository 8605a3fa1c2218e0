CREATE TABLE "subscriptions" (
	"member_id" text PRIMARY KEY NOT NULL,
	"plan" text DEFAULT 'MYBRAND' NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"stripe_status" text,
	"extra_locations" integer DEFAULT 0 NOT NULL,
	"renews_at" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"past_due_since" timestamp with time zone,
	"last_event_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_customer_key" ON "subscriptions" USING btree ("stripe_customer_id");--> statement-breakpoint
CREATE INDEX "subscriptions_subscription_idx" ON "subscriptions" USING btree ("stripe_subscription_id");