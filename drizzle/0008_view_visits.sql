CREATE TABLE "view_visits" (
	"business_id" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "view_visits_business_id_day_subject_visitor_pk" PRIMARY KEY("business_id","day","subject","visitor")
);
--> statement-breakpoint
ALTER TABLE "view_visits" ADD CONSTRAINT "view_visits_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;