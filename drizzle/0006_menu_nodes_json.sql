ALTER TABLE "menus" ALTER COLUMN "nodes" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "menus" ALTER COLUMN "nodes" SET DATA TYPE json USING "nodes"::json;--> statement-breakpoint
ALTER TABLE "menus" ALTER COLUMN "nodes" SET DEFAULT '[]'::json;
