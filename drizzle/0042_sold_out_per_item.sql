-- Sold out is the item's state within its business, not its menu's: an item copied onto several menus keeps its
-- id, and the kitchen that runs out of it has run out on every menu. Marks of one item (or option) on several
-- menus become one: the first marked (its menu and "since" kept), with "manual" over "today" and the latest end.
UPDATE "sold_out" AS s
SET "until" = m."until", "ends_at" = m."ends_at"
FROM (
	SELECT "business_id", "item_id", "entry_id",
		CASE WHEN bool_or("until" = 'manual') THEN 'manual' ELSE 'today' END AS "until",
		CASE WHEN bool_or("ends_at" IS NULL) THEN NULL ELSE max("ends_at") END AS "ends_at"
	FROM "sold_out"
	GROUP BY "business_id", "item_id", "entry_id"
	HAVING count(*) > 1
) AS m
WHERE s."business_id" = m."business_id" AND s."item_id" = m."item_id" AND s."entry_id" = m."entry_id";
--> statement-breakpoint
DELETE FROM "sold_out" AS s
USING "sold_out" AS kept
WHERE s."business_id" = kept."business_id" AND s."item_id" = kept."item_id" AND s."entry_id" = kept."entry_id"
	AND (kept."since", kept."menu_id") < (s."since", s."menu_id");
--> statement-breakpoint
ALTER TABLE "sold_out" DROP CONSTRAINT "sold_out_business_id_menu_id_item_id_entry_id_pk";
--> statement-breakpoint
ALTER TABLE "sold_out" ADD CONSTRAINT "sold_out_business_id_item_id_entry_id_pk" PRIMARY KEY ("business_id", "item_id", "entry_id");
