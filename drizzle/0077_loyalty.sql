-- A loyalty program a business runs (its rules as JSON, like gift card settings), its members (one per phone or
-- email a guest proved), every change of a member's points with the balance it left (points never below zero),
-- the six-digit codes that prove a phone or email, and the guest sessions they open.
CREATE TABLE "loyalty_programs" (
	"business_id" text PRIMARY KEY NOT NULL REFERENCES "businesses"("id") ON DELETE CASCADE,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "loyalty_members" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL REFERENCES "businesses"("id") ON DELETE CASCADE,
	"phone" text NOT NULL DEFAULT '',
	"email" text NOT NULL DEFAULT '',
	"points" integer NOT NULL DEFAULT 0 CHECK ("points" >= 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_members_phone" ON "loyalty_members" ("business_id", "phone") WHERE "phone" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_members_email" ON "loyalty_members" ("business_id", "email") WHERE "email" <> '';--> statement-breakpoint
CREATE TABLE "loyalty_movements" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL REFERENCES "loyalty_members"("id") ON DELETE CASCADE,
	"business_id" text NOT NULL REFERENCES "businesses"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"balance_after" integer NOT NULL CHECK ("balance_after" >= 0),
	"reason" text NOT NULL DEFAULT '',
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "loyalty_movements_member" ON "loyalty_movements" ("member_id", "created_at");--> statement-breakpoint
CREATE INDEX "loyalty_movements_business" ON "loyalty_movements" ("business_id", "created_at");--> statement-breakpoint
-- An order earns once and is taken back once, however many times its completion or refund is heard.
CREATE UNIQUE INDEX "loyalty_movements_once" ON "loyalty_movements" ("order_id", "kind") WHERE "order_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "loyalty_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL REFERENCES "businesses"("id") ON DELETE CASCADE,
	"identity" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer NOT NULL DEFAULT 0,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "loyalty_codes_identity" ON "loyalty_codes" ("business_id", "identity", "created_at");--> statement-breakpoint
CREATE TABLE "loyalty_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL REFERENCES "loyalty_members"("id") ON DELETE CASCADE,
	"business_id" text NOT NULL REFERENCES "businesses"("id") ON DELETE CASCADE,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
