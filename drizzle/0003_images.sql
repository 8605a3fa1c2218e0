CREATE TABLE "images" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"business_id" text,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"source" text DEFAULT 'upload' NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_member_idx" ON "images" USING btree ("member_id","type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "images_key_key" ON "images" USING btree ("key");