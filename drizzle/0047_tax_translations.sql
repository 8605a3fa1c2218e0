-- A tax's label in the menu's other languages ({"es": {"label": "Impuesto"}}), for what guests read in theirs.
ALTER TABLE "taxes" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
