-- The reports' rollups of new order lines, once per statement instead of once per line (issue 19's and 20's write
-- figures, docs/PERFORMANCE.md). The row trigger order_lines_report (migrations 0025, 0028) ran report_line for each
-- new line: four PL/pgSQL calls and four to seven single-row upserts a line, the largest of the order insert's
-- triggers. A statement-level trigger over the statement's new lines (a transition table) now sums them per rollup row
-- and writes each rollup table once: the same sums, the same newest name (the greatest (name_at, name[, group]) as the
-- row-by-row upserts kept it), the same month gates taken after the day's rows, in a fixed order. A line deleted on
-- its own (never by the app) keeps the row trigger. PostgreSQL 15 and PGlite.
CREATE FUNCTION "order_lines_report_added"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gate record;
BEGIN
  INSERT INTO "report_days" AS t ("restaurant_id", "business_day", "channel", "items", "cancelled_items")
  SELECT o."restaurant_id", o."business_day", "report_channel"(o."source", o."table_label"),
    sum("report_live"(o."status", 1) * l."quantity")::int, sum("report_gone"(o."status", 1) * l."quantity")::int
  FROM "added" l JOIN "orders" o ON o."id" = l."order_id"
  WHERE o."business_day" IS NOT NULL
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT ("restaurant_id", "business_day", "channel") DO UPDATE SET
    "items" = t."items" + EXCLUDED."items", "cancelled_items" = t."cancelled_items" + EXCLUDED."cancelled_items";

  INSERT INTO "report_dishes" AS t ("restaurant_id", "business_day", "item_key", "menu_item_id", "name", "name_at",
    "quantity", "revenue", "cancelled_quantity", "cancelled_revenue")
  SELECT o."restaurant_id", o."business_day", "report_item_key"(l."menu_item_id", l."name"), (array_agg(l."menu_item_id"))[1],
    (array_agg(l."name" ORDER BY o."created_at" DESC, l."name" DESC))[1], max(o."created_at"),
    sum("report_live"(o."status", 1) * l."quantity")::int, sum("report_live"(o."status", 1) * l."line_total"),
    sum("report_gone"(o."status", 1) * l."quantity")::int, sum("report_gone"(o."status", 1) * l."line_total")
  FROM "added" l JOIN "orders" o ON o."id" = l."order_id"
  WHERE o."business_day" IS NOT NULL
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT ("restaurant_id", "business_day", "item_key") DO UPDATE SET
    "quantity" = t."quantity" + EXCLUDED."quantity", "revenue" = t."revenue" + EXCLUDED."revenue",
    "cancelled_quantity" = t."cancelled_quantity" + EXCLUDED."cancelled_quantity",
    "cancelled_revenue" = t."cancelled_revenue" + EXCLUDED."cancelled_revenue",
    "name" = CASE WHEN (EXCLUDED."name_at", EXCLUDED."name") > (t."name_at", t."name") THEN EXCLUDED."name" ELSE t."name" END,
    "name_at" = greatest(t."name_at", EXCLUDED."name_at");

  -- Each line's options as report_line counted them (per option id: how many times chosen, the greatest name and
  -- group), then summed over the lines.
  INSERT INTO "report_options" AS t ("restaurant_id", "business_day", "option_id", "group_name", "name", "name_at", "chosen", "cancelled_chosen")
  SELECT o."restaurant_id", o."business_day", c.option_id,
    (array_agg(c.group_name ORDER BY o."created_at" DESC, c.name DESC, c.group_name DESC))[1],
    (array_agg(c.name ORDER BY o."created_at" DESC, c.name DESC, c.group_name DESC))[1], max(o."created_at"),
    sum("report_live"(o."status", 1) * l."quantity" * c.n)::int, sum("report_gone"(o."status", 1) * l."quantity" * c.n)::int
  FROM "added" l JOIN "orders" o ON o."id" = l."order_id"
  CROSS JOIN LATERAL (
    SELECT e->>'option_id' AS option_id, max(e->>'group') AS group_name, max(e->>'name') AS name, count(*)::int AS n
    FROM jsonb_array_elements(l."options") e GROUP BY e->>'option_id'
  ) c
  WHERE o."business_day" IS NOT NULL
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT ("restaurant_id", "business_day", "option_id") DO UPDATE SET
    "chosen" = t."chosen" + EXCLUDED."chosen", "cancelled_chosen" = t."cancelled_chosen" + EXCLUDED."cancelled_chosen",
    "group_name" = CASE WHEN (EXCLUDED."name_at", EXCLUDED."name", EXCLUDED."group_name") > (t."name_at", t."name", t."group_name") THEN EXCLUDED."group_name" ELSE t."group_name" END,
    "name" = CASE WHEN (EXCLUDED."name_at", EXCLUDED."name", EXCLUDED."group_name") > (t."name_at", t."name", t."group_name") THEN EXCLUDED."name" ELSE t."name" END,
    "name_at" = greatest(t."name_at", EXCLUDED."name_at");

  -- The months' gates (migration 0028), after the days' rows, in one order whatever the lines' order.
  FOR gate IN
    SELECT DISTINCT o."restaurant_id", "report_month"(o."business_day") AS month
    FROM "added" l JOIN "orders" o ON o."id" = l."order_id"
    WHERE o."business_day" IS NOT NULL
    ORDER BY 1, 2
  LOOP
    PERFORM "report_month_gate"(gate."restaurant_id", gate.month);
  END LOOP;

  INSERT INTO "report_dish_months" AS t ("restaurant_id", "month", "item_key", "menu_item_id", "name", "name_at",
    "quantity", "revenue", "cancelled_quantity", "cancelled_revenue")
  SELECT o."restaurant_id", "report_month"(o."business_day"), "report_item_key"(l."menu_item_id", l."name"), (array_agg(l."menu_item_id"))[1],
    (array_agg(l."name" ORDER BY o."created_at" DESC, l."name" DESC))[1], max(o."created_at"),
    sum("report_live"(o."status", 1) * l."quantity")::int, sum("report_live"(o."status", 1) * l."line_total"),
    sum("report_gone"(o."status", 1) * l."quantity")::int, sum("report_gone"(o."status", 1) * l."line_total")
  FROM "added" l JOIN "orders" o ON o."id" = l."order_id"
  WHERE o."business_day" IS NOT NULL
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT ("restaurant_id", "month", "item_key") DO UPDATE SET
    "quantity" = t."quantity" + EXCLUDED."quantity", "revenue" = t."revenue" + EXCLUDED."revenue",
    "cancelled_quantity" = t."cancelled_quantity" + EXCLUDED."cancelled_quantity",
    "cancelled_revenue" = t."cancelled_revenue" + EXCLUDED."cancelled_revenue",
    "name" = CASE WHEN (EXCLUDED."name_at", EXCLUDED."name") > (t."name_at", t."name") THEN EXCLUDED."name" ELSE t."name" END,
    "name_at" = greatest(t."name_at", EXCLUDED."name_at");
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "order_lines_report" ON "order_lines";
--> statement-breakpoint
-- The row trigger stays for a line deleted on its own (its function's INSERT branch no longer runs).
CREATE TRIGGER "order_lines_report" AFTER DELETE ON "order_lines" FOR EACH ROW EXECUTE FUNCTION "order_lines_report"();
--> statement-breakpoint
CREATE TRIGGER "order_lines_report_added" AFTER INSERT ON "order_lines" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_lines_report_added"();
