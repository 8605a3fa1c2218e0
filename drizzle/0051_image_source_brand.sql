-- An image's source is "oo" when it comes from the ordering product's library, otherwise "brand" (the brand
-- library); every image so far was uploaded here, so each one is the brand library's.
UPDATE images SET source = 'brand' WHERE source = 'upload';
--> statement-breakpoint
ALTER TABLE images ALTER COLUMN source SET DEFAULT 'brand';
