-- Menu content in several languages (issue 18): a dish's name and description in the languages other than the
-- restaurant's default_language, `{ "fr": { "name": "…", "description": "…" } }`. A constant default adds the column
-- without rewriting the table (PostgreSQL 11+). Nothing else copies menu item columns: the order page reads
-- menu_items as the restaurant (no lookup function involved), and orders keep their own snapshot of the base name.
ALTER TABLE "menu_items" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_translations_object" CHECK (jsonb_typeof("menu_items"."translations") = 'object');