-- The restaurant becomes the tenant (docs/decisions/0016-restaurant-as-tenant.md).
--
-- Written from what `drizzle-kit generate` produced for the schema change (its snapshot is 0005_snapshot.json), with
-- the data moved in between: one restaurant per existing account (every account so far owns one), the account as
-- its owner member, every tenant row given its restaurant, sessions acting for it; then the triggers, row-level
-- security and lookups re-keyed from the owner's id to the restaurant's. Nothing is lost: rows keep their ids, and
-- `user_id` on menu items and orders keeps the account that created them. PostgreSQL 15 compatible; every statement
-- is its own chunk (PGlite runs each chunk as one prepared statement).
CREATE TABLE "restaurants" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"metadata" text,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"default_language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurants_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "restaurant_members" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_members_role_valid" CHECK ("role" in ('owner', 'manager', 'front_of_house', 'kitchen'))
);
--> statement-breakpoint
CREATE TABLE "restaurant_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inviter_id" text NOT NULL,
	CONSTRAINT "restaurant_invitations_role_valid" CHECK ("role" in ('owner', 'manager', 'front_of_house', 'kitchen'))
);
--> statement-breakpoint
ALTER TABLE "restaurant_members" ADD CONSTRAINT "restaurant_members_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "restaurant_members" ADD CONSTRAINT "restaurant_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "restaurant_invitations" ADD CONSTRAINT "restaurant_invitations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "restaurant_invitations" ADD CONSTRAINT "restaurant_invitations_inviter_id_user_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_members_restaurant_user_uq" ON "restaurant_members" USING btree ("restaurant_id","user_id");
--> statement-breakpoint
CREATE INDEX "restaurant_members_user_idx" ON "restaurant_members" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "restaurant_invitations_restaurant_status_idx" ON "restaurant_invitations" USING btree ("restaurant_id","status");
--> statement-breakpoint
CREATE INDEX "restaurant_invitations_email_idx" ON "restaurant_invitations" USING btree ("email");
--> statement-breakpoint
-- One restaurant per account (every account so far owns one), its id chosen here so that the statements below can
-- join through this map. The table goes at the end of the migration.
CREATE TEMPORARY TABLE "owner_restaurant" AS SELECT u."id" AS "user_id", gen_random_uuid()::text AS "restaurant_id" FROM "user" u;
--> statement-breakpoint
-- Name, address and time zone from the account's profile; an account without a profile gets one named after the
-- account, with an address made from the restaurant's id.
INSERT INTO "restaurants" ("id", "name", "slug", "timezone", "created_at", "updated_at")
SELECT m."restaurant_id", coalesce(p."restaurant_name", u."name"), coalesce(p."slug", 'r-' || replace(m."restaurant_id", '-', '')),
       coalesce(p."timezone", 'UTC'), coalesce(p."created_at", u."created_at"), coalesce(p."updated_at", u."updated_at")
FROM "owner_restaurant" m
JOIN "user" u ON u."id" = m."user_id"
LEFT JOIN "user_profiles" p ON p."user_id" = m."user_id";
--> statement-breakpoint
INSERT INTO "restaurant_members" ("id", "restaurant_id", "user_id", "role", "created_at")
SELECT gen_random_uuid()::text, m."restaurant_id", m."user_id", 'owner', u."created_at"
FROM "owner_restaurant" m JOIN "user" u ON u."id" = m."user_id";
--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "active_organization_id" text;
--> statement-breakpoint
UPDATE "session" s SET "active_organization_id" = m."restaurant_id" FROM "owner_restaurant" m WHERE m."user_id" = s."user_id";
--> statement-breakpoint
-- Row-level security and the lookups of migration 0002 name user_id: they go first, and come back keyed on the
-- restaurant at the end.
DROP VIEW "public"."stripe_user_subscriptions";
--> statement-breakpoint
DROP POLICY "tenant_isolation" ON "user_profiles";
--> statement-breakpoint
DROP POLICY "owner_lookup" ON "user_profiles";
--> statement-breakpoint
ALTER TABLE "user_profiles" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_profiles" DISABLE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY "tenant_isolation" ON "restaurant_slug_redirects";
--> statement-breakpoint
DROP POLICY "owner_lookup" ON "restaurant_slug_redirects";
--> statement-breakpoint
DROP POLICY "tenant_isolation" ON "menu_items";
--> statement-breakpoint
DROP POLICY "tenant_isolation" ON "orders";
--> statement-breakpoint
DROP POLICY "owner_lookup" ON "orders";
--> statement-breakpoint
DROP POLICY "tenant_isolation" ON "stripe_subscriptions";
--> statement-breakpoint
DROP POLICY "tenant_isolation" ON "stripe_customers";
--> statement-breakpoint
DROP POLICY "owner_lookup" ON "stripe_customers";
--> statement-breakpoint
DROP POLICY "tenant_isolation" ON "order_counts";
--> statement-breakpoint
DROP FUNCTION "maitre_restaurant_by_slug"(text);
--> statement-breakpoint
DROP FUNCTION "maitre_slug_owner"(text);
--> statement-breakpoint
DROP FUNCTION "maitre_taken_slugs"(text);
--> statement-breakpoint
DROP FUNCTION "maitre_order_owner"(uuid);
--> statement-breakpoint
DROP FUNCTION "maitre_stripe_customer_owner"(text);
--> statement-breakpoint
-- Tenant rows get their restaurant.
ALTER TABLE "restaurant_slug_redirects" ADD COLUMN "restaurant_id" text;
--> statement-breakpoint
UPDATE "restaurant_slug_redirects" t SET "restaurant_id" = m."restaurant_id" FROM "owner_restaurant" m WHERE m."user_id" = t."user_id";
--> statement-breakpoint
ALTER TABLE "restaurant_slug_redirects" ALTER COLUMN "restaurant_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "restaurant_slug_redirects" DROP CONSTRAINT "restaurant_slug_redirects_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "restaurant_slug_redirects" DROP COLUMN "user_id";
--> statement-breakpoint
ALTER TABLE "restaurant_slug_redirects" ADD CONSTRAINT "restaurant_slug_redirects_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "restaurant_id" text;
--> statement-breakpoint
UPDATE "menu_items" t SET "restaurant_id" = m."restaurant_id" FROM "owner_restaurant" m WHERE m."user_id" = t."user_id";
--> statement-breakpoint
ALTER TABLE "menu_items" ALTER COLUMN "restaurant_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "menu_items" ALTER COLUMN "user_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "menu_items" DROP CONSTRAINT "menu_items_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
DROP INDEX "menu_items_user_created_idx";
--> statement-breakpoint
CREATE INDEX "menu_items_restaurant_created_idx" ON "menu_items" USING btree ("restaurant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
-- Orders: the counts triggers and the stored JSON name user_id, so they are replaced before the column changes.
DROP TRIGGER "orders_counts_insert" ON "orders";
--> statement-breakpoint
DROP TRIGGER "orders_counts_update" ON "orders";
--> statement-breakpoint
DROP TRIGGER "orders_counts_delete" ON "orders";
--> statement-breakpoint
DROP FUNCTION "orders_maintain_counts"();
--> statement-breakpoint
DROP FUNCTION "order_counts_add"(text, text, integer);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "restaurant_id" text;
--> statement-breakpoint
-- Each order's stored JSON is written again by the trigger once it knows the new fields (below): not here, twice.
ALTER TABLE "orders" DISABLE TRIGGER "orders_api_json";
--> statement-breakpoint
UPDATE "orders" t SET "restaurant_id" = m."restaurant_id" FROM "owner_restaurant" m WHERE m."user_id" = t."user_id";
--> statement-breakpoint
ALTER TABLE "orders" ENABLE TRIGGER "orders_api_json";
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "restaurant_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
DROP INDEX "orders_user_created_idx";
--> statement-breakpoint
DROP INDEX "orders_user_status_created_idx";
--> statement-breakpoint
CREATE INDEX "orders_restaurant_created_idx" ON "orders" USING btree ("restaurant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "orders_restaurant_status_created_idx" ON "orders" USING btree ("restaurant_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
-- The counts: one row per restaurant, recounted from the orders.
DROP TABLE "order_counts";
--> statement-breakpoint
CREATE TABLE "order_counts" (
	"restaurant_id" text PRIMARY KEY NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"confirmed" integer DEFAULT 0 NOT NULL,
	"preparing" integer DEFAULT 0 NOT NULL,
	"ready" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
INSERT INTO "order_counts" ("restaurant_id", "pending", "confirmed", "preparing", "ready", "delivered", "cancelled")
SELECT "restaurant_id",
  count(*) FILTER (WHERE "status" = 'pending'), count(*) FILTER (WHERE "status" = 'confirmed'),
  count(*) FILTER (WHERE "status" = 'preparing'), count(*) FILTER (WHERE "status" = 'ready'),
  count(*) FILTER (WHERE "status" = 'delivered'), count(*) FILTER (WHERE "status" = 'cancelled')
FROM "orders" GROUP BY "restaurant_id";
--> statement-breakpoint
-- Adds delta to one status column of a restaurant's counts row, creating the row on its first order. A removal
-- never creates a row: when a restaurant is deleted, its counts row may already be gone.
CREATE FUNCTION "order_counts_add"(restaurant text, order_status text, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF delta > 0 THEN
    INSERT INTO "order_counts" AS c ("restaurant_id", "pending", "confirmed", "preparing", "ready", "delivered", "cancelled")
    VALUES (restaurant,
      (order_status = 'pending')::int * delta, (order_status = 'confirmed')::int * delta,
      (order_status = 'preparing')::int * delta, (order_status = 'ready')::int * delta,
      (order_status = 'delivered')::int * delta, (order_status = 'cancelled')::int * delta)
    ON CONFLICT ("restaurant_id") DO UPDATE SET
      "pending" = c."pending" + excluded."pending", "confirmed" = c."confirmed" + excluded."confirmed",
      "preparing" = c."preparing" + excluded."preparing", "ready" = c."ready" + excluded."ready",
      "delivered" = c."delivered" + excluded."delivered", "cancelled" = c."cancelled" + excluded."cancelled";
  ELSE
    UPDATE "order_counts" SET
      "pending" = "pending" + (order_status = 'pending')::int * delta, "confirmed" = "confirmed" + (order_status = 'confirmed')::int * delta,
      "preparing" = "preparing" + (order_status = 'preparing')::int * delta, "ready" = "ready" + (order_status = 'ready')::int * delta,
      "delivered" = "delivered" + (order_status = 'delivered')::int * delta, "cancelled" = "cancelled" + (order_status = 'cancelled')::int * delta
    WHERE "restaurant_id" = restaurant;
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "orders_maintain_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "order_counts_add"(OLD."restaurant_id", OLD."status", -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "order_counts_add"(NEW."restaurant_id", NEW."status", 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_counts_insert" AFTER INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_maintain_counts"();
--> statement-breakpoint
CREATE TRIGGER "orders_counts_update" AFTER UPDATE OF "status", "restaurant_id" ON "orders" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."restaurant_id" IS DISTINCT FROM NEW."restaurant_id") EXECUTE FUNCTION "orders_maintain_counts"();
--> statement-breakpoint
CREATE TRIGGER "orders_counts_delete" AFTER DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_maintain_counts"();
--> statement-breakpoint
-- The order as the API sends it (OrderSchema), now with its restaurant.
CREATE OR REPLACE FUNCTION "order_api_json"(o "orders") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', o."id", 'restaurant_id', o."restaurant_id", 'user_id', o."user_id", 'customer_name', o."customer_name",
    'customer_phone', o."customer_phone", 'customer_email', o."customer_email", 'order_items', o."order_items",
    'notes', o."notes", 'total_amount', o."total_amount", 'status', o."status", 'source', o."source",
    'created_at', to_char(o."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updated_at', to_char(o."updated_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text
$$;
--> statement-breakpoint
UPDATE "orders" SET "api_json" = "order_api_json"("orders");
--> statement-breakpoint
-- The subscription belongs to the restaurant: one Stripe customer per restaurant.
ALTER TABLE "stripe_customers" ADD COLUMN "restaurant_id" text;
--> statement-breakpoint
UPDATE "stripe_customers" t SET "restaurant_id" = m."restaurant_id" FROM "owner_restaurant" m WHERE m."user_id" = t."user_id";
--> statement-breakpoint
ALTER TABLE "stripe_customers" ALTER COLUMN "restaurant_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "stripe_customers" DROP CONSTRAINT "stripe_customers_user_id_unique";
--> statement-breakpoint
ALTER TABLE "stripe_customers" DROP CONSTRAINT "stripe_customers_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "stripe_customers" DROP COLUMN "user_id";
--> statement-breakpoint
ALTER TABLE "stripe_customers" ADD CONSTRAINT "stripe_customers_restaurant_id_unique" UNIQUE("restaurant_id");
--> statement-breakpoint
ALTER TABLE "stripe_customers" ADD CONSTRAINT "stripe_customers_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE VIEW "public"."stripe_user_subscriptions" AS (select "stripe_customers"."restaurant_id", "stripe_customers"."customer_id", "stripe_subscriptions"."subscription_id", "stripe_subscriptions"."status" as "subscription_status", "stripe_subscriptions"."price_id", "stripe_subscriptions"."current_period_start", "stripe_subscriptions"."current_period_end", "stripe_subscriptions"."cancel_at_period_end", "stripe_subscriptions"."payment_method_brand", "stripe_subscriptions"."payment_method_last4" from "stripe_customers" inner join "stripe_subscriptions" on "stripe_subscriptions"."customer_id" = "stripe_customers"."customer_id" where "stripe_customers"."deleted_at" is null);
--> statement-breakpoint
-- The profile keeps the person; the business moved to restaurants.
ALTER TABLE "user_profiles" DROP CONSTRAINT "user_profiles_slug_unique";
--> statement-breakpoint
ALTER TABLE "user_profiles" DROP COLUMN "restaurant_name";
--> statement-breakpoint
ALTER TABLE "user_profiles" DROP COLUMN "slug";
--> statement-breakpoint
ALTER TABLE "user_profiles" DROP COLUMN "timezone";
--> statement-breakpoint
-- Row-level security, keyed on the restaurant: a tenant row is visible and writable only inside a transaction that
-- set app.restaurant_id to its restaurant (db/tenant.ts). Unset, nothing matches. FORCE stays on from migration 0002
-- (a new table gets it here).
CREATE POLICY "tenant_isolation" ON "restaurant_slug_redirects"
  USING ("restaurant_id" = current_setting('app.restaurant_id', true))
  WITH CHECK ("restaurant_id" = current_setting('app.restaurant_id', true));
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "menu_items"
  USING ("restaurant_id" = current_setting('app.restaurant_id', true))
  WITH CHECK ("restaurant_id" = current_setting('app.restaurant_id', true));
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "orders"
  USING ("restaurant_id" = current_setting('app.restaurant_id', true))
  WITH CHECK ("restaurant_id" = current_setting('app.restaurant_id', true));
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "stripe_customers"
  USING ("restaurant_id" = current_setting('app.restaurant_id', true))
  WITH CHECK ("restaurant_id" = current_setting('app.restaurant_id', true));
--> statement-breakpoint
ALTER TABLE "order_counts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "order_counts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Kept by the orders triggers, which run as the caller inside the restaurant's transaction, so they pass it too.
CREATE POLICY "tenant_isolation" ON "order_counts"
  USING ("restaurant_id" = current_setting('app.restaurant_id', true))
  WITH CHECK ("restaurant_id" = current_setting('app.restaurant_id', true));
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "stripe_subscriptions"
  USING ("customer_id" IN (SELECT "customer_id" FROM "stripe_customers" WHERE "restaurant_id" = current_setting('app.restaurant_id', true)))
  WITH CHECK ("customer_id" IN (SELECT "customer_id" FROM "stripe_customers" WHERE "restaurant_id" = current_setting('app.restaurant_id', true)));
--> statement-breakpoint
ALTER VIEW "stripe_user_subscriptions" SET (security_invoker = true);
--> statement-breakpoint
-- maitre_lookup reads every row of these, but only the key columns granted here.
CREATE POLICY "restaurant_lookup" ON "restaurant_slug_redirects" FOR SELECT TO maitre_lookup USING (true);
--> statement-breakpoint
CREATE POLICY "restaurant_lookup" ON "orders" FOR SELECT TO maitre_lookup USING (true);
--> statement-breakpoint
CREATE POLICY "restaurant_lookup" ON "stripe_customers" FOR SELECT TO maitre_lookup USING (true);
--> statement-breakpoint
GRANT SELECT ("id", "name", "slug") ON "restaurants" TO maitre_lookup;
--> statement-breakpoint
GRANT SELECT ("restaurant_id", "user_id", "role", "created_at") ON "restaurant_members" TO maitre_lookup;
--> statement-breakpoint
GRANT SELECT ("restaurant_id", "slug") ON "restaurant_slug_redirects" TO maitre_lookup;
--> statement-breakpoint
GRANT SELECT ("restaurant_id", "id") ON "orders" TO maitre_lookup;
--> statement-breakpoint
GRANT SELECT ("restaurant_id", "customer_id") ON "stripe_customers" TO maitre_lookup;
--> statement-breakpoint
-- The restaurant whose current or former address is p_slug (current first); null when none.
CREATE FUNCTION "maitre_slug_restaurant"(p_slug text) RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
  AS $$
    SELECT found.restaurant_id FROM (
      SELECT r.id AS restaurant_id, 0 AS rank FROM public.restaurants r WHERE r.slug = p_slug
      UNION ALL
      SELECT x.restaurant_id, 1 AS rank FROM public.restaurant_slug_redirects x WHERE x.slug = p_slug
    ) found
    ORDER BY found.rank
    LIMIT 1
  $$;
--> statement-breakpoint
-- The restaurant whose current or former address is p_slug, with its current name and address (what its public
-- order page shows) and its first owner (the account online orders are written in the name of). No row when none.
CREATE FUNCTION "maitre_restaurant_by_slug"(p_slug text) RETURNS TABLE (restaurant_id text, owner_id text, name text, slug text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
  AS $$
    SELECT r.id, (SELECT m.user_id FROM public.restaurant_members m WHERE m.restaurant_id = r.id AND m.role = 'owner' ORDER BY m.created_at LIMIT 1),
           r.name, r.slug
    FROM public.restaurants r
    WHERE r.id = public.maitre_slug_restaurant(p_slug)
  $$;
--> statement-breakpoint
-- The addresses in use or once used that a new one made from p_base could collide with: p_base and p_base-<anything>.
-- Addresses are public (/r/{slug}); LIKE wildcards in p_base are escaped, so it cannot list them all.
CREATE FUNCTION "maitre_taken_slugs"(p_base text) RETURNS SETOF text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
  AS $$
    WITH pattern AS (SELECT replace(replace(replace(p_base, '\', '\\'), '%', '\%'), '_', '\_') || '-%' AS value)
    SELECT r.slug FROM public.restaurants r, pattern WHERE r.slug = p_base OR r.slug LIKE pattern.value
    UNION
    SELECT x.slug FROM public.restaurant_slug_redirects x, pattern WHERE x.slug = p_base OR x.slug LIKE pattern.value
  $$;
--> statement-breakpoint
-- The restaurant of an order, for the guest who holds its (random) id; null when none.
CREATE FUNCTION "maitre_order_restaurant"(p_order_id uuid) RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
  AS $$ SELECT o.restaurant_id FROM public.orders o WHERE o.id = p_order_id $$;
--> statement-breakpoint
-- The restaurant behind a Stripe customer id, for webhooks; null for a customer that is not ours.
CREATE FUNCTION "maitre_stripe_customer_restaurant"(p_customer_id text) RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
  AS $$ SELECT c.restaurant_id FROM public.stripe_customers c WHERE c.customer_id = p_customer_id $$;
--> statement-breakpoint
DO $$
DECLARE
  superuser boolean := (SELECT rolsuper FROM pg_catalog.pg_roles WHERE rolname = current_user);
BEGIN
  IF NOT superuser THEN
    GRANT CREATE ON SCHEMA public TO maitre_lookup;
  END IF;
  ALTER FUNCTION public.maitre_slug_restaurant(text) OWNER TO maitre_lookup;
  ALTER FUNCTION public.maitre_restaurant_by_slug(text) OWNER TO maitre_lookup;
  ALTER FUNCTION public.maitre_taken_slugs(text) OWNER TO maitre_lookup;
  ALTER FUNCTION public.maitre_order_restaurant(uuid) OWNER TO maitre_lookup;
  ALTER FUNCTION public.maitre_stripe_customer_restaurant(text) OWNER TO maitre_lookup;
  IF NOT superuser THEN
    REVOKE CREATE ON SCHEMA public FROM maitre_lookup;
  END IF;
END $$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION "maitre_slug_restaurant"(text), "maitre_restaurant_by_slug"(text), "maitre_taken_slugs"(text), "maitre_order_restaurant"(uuid), "maitre_stripe_customer_restaurant"(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "maitre_slug_restaurant"(text), "maitre_restaurant_by_slug"(text), "maitre_taken_slugs"(text), "maitre_order_restaurant"(uuid), "maitre_stripe_customer_restaurant"(text) TO maitre_app;
--> statement-breakpoint
DROP TABLE "owner_restaurant";
--> statement-breakpoint
-- A membership that changes changes what a session may do: every instance forgets that user's cached sessions and
-- checks their live streams (the same channel as session revocations, migration 0001).
CREATE FUNCTION "members_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('maitre_sessions', NEW."user_id");
  ELSE
    PERFORM pg_notify('maitre_sessions', OLD."user_id");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "member_changed_notify" AFTER INSERT OR UPDATE OR DELETE ON "restaurant_members" FOR EACH ROW EXECUTE FUNCTION "members_notify"();
