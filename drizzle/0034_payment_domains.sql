-- The guest domains registered with Stripe's Payment Method Domains, per Stripe account that makes the charges
-- ("platform" for the platform's own, as destination charges are), so each is registered once.
CREATE TABLE IF NOT EXISTS "payment_domains" (
	"account" text NOT NULL,
	"domain" text NOT NULL,
	"stripe_domain_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_domains_pk" PRIMARY KEY("account","domain")
);
