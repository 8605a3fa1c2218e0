ALTER TABLE "businesses" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "busy_extra_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_for" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "sold_out" (
	"business_id" text NOT NULL,
	"menu_id" text NOT NULL,
	"item_id" text NOT NULL,
	"entry_id" text DEFAULT '' NOT NULL,
	"until" text NOT NULL,
	"ends_at" timestamp with time zone,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sold_out_business_id_menu_id_item_id_entry_id_pk" PRIMARY KEY("business_id","menu_id","item_id","entry_id")
);
--> statement-breakpoint
ALTER TABLE "sold_out" ADD CONSTRAINT "sold_out_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
