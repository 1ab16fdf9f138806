-- Row-level security on the tenant tables (docs/decisions/0011-row-level-security.md, docs/SECURITY.md).
--
-- Hand-written (drizzle-kit cannot express FORCE, roles or SECURITY DEFINER functions); the Drizzle schema does not
-- change, so `npm run db:generate` still finds nothing to do. Every statement is its own chunk: PGlite runs each chunk
-- as one prepared statement. PostgreSQL 15 compatible.
--
-- Roles (cluster-wide, so created only when missing; another database's migration may create them at the same time):
--   maitre_app     the application: DATABASE_RLS=true makes every pooled connection act as it. Owns nothing, so the
--                  policies below decide which rows it sees.
--   maitre_lookup  owns the few SECURITY DEFINER functions that map a public key (slug, order id, Stripe customer id)
--                  to the owner's id, before an owner is known. It may read only those key columns.
-- On PGlite everything runs as a superuser, which bypasses row-level security: the policies exist but change nothing.
DO $$
DECLARE
  wanted text;
BEGIN
  FOREACH wanted IN ARRAY ARRAY['maitre_app', 'maitre_lookup'] LOOP
    IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = wanted) THEN
      BEGIN
        EXECUTE format('CREATE ROLE %I NOLOGIN', wanted);
      EXCEPTION
        WHEN duplicate_object OR unique_violation THEN NULL; -- created meanwhile by the migration of another database
        WHEN insufficient_privilege THEN
          RAISE EXCEPTION 'Maître needs the database role % and % may not create roles', wanted, current_user
            USING HINT = format('Ask an administrator to run: CREATE ROLE maitre_app NOLOGIN; CREATE ROLE maitre_lookup NOLOGIN; GRANT maitre_app, maitre_lookup TO %I; then start Maître again.', current_user);
      END;
    END IF;
  END LOOP;
  -- The migrating user must be able to act as maitre_app (the app's connections) and to hand functions to
  -- maitre_lookup. A superuser already can; anyone else becomes a member unless already one (PostgreSQL 16 and later
  -- distinguish the SET right, which is what both need).
  IF NOT (SELECT rolsuper FROM pg_catalog.pg_roles WHERE rolname = current_user) THEN
    FOREACH wanted IN ARRAY ARRAY['maitre_app', 'maitre_lookup'] LOOP
      CONTINUE WHEN pg_catalog.pg_has_role(current_user, wanted,
        CASE WHEN current_setting('server_version_num')::int >= 160000 THEN 'SET' ELSE 'MEMBER' END);
      BEGIN
        EXECUTE format('GRANT %I TO %I', wanted, current_user);
      EXCEPTION
        WHEN unique_violation THEN NULL; -- granted meanwhile by the migration of another database
        WHEN insufficient_privilege THEN
          RAISE EXCEPTION 'Maître needs % to be a member of the role %', current_user, wanted
            USING HINT = format('Ask an administrator to run: GRANT maitre_app, maitre_lookup TO %I; then start Maître again.', current_user);
      END;
    END LOOP;
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO maitre_app, maitre_lookup;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO maitre_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO maitre_app;
--> statement-breakpoint
-- Tables of later migrations are granted too; whether one needs a policy is checked by test/row-level-security.test.ts,
-- which fails for a table it does not know.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO maitre_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO maitre_app;
--> statement-breakpoint
-- Tenant tables: a row is visible and writable only inside a transaction that set app.owner_id to its owner
-- (set_config('app.owner_id', <owner>, true), done by DatabaseHandle.withOwner). Unset, nothing matches.
-- FORCE: the tables' owner is held to the policies too; only superusers and BYPASSRLS roles are not.
ALTER TABLE "user_profiles" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_profiles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "user_profiles"
  USING ("user_id" = current_setting('app.owner_id', true))
  WITH CHECK ("user_id" = current_setting('app.owner_id', true));
--> statement-breakpoint
ALTER TABLE "restaurant_slug_redirects" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "restaurant_slug_redirects" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "restaurant_slug_redirects"
  USING ("user_id" = current_setting('app.owner_id', true))
  WITH CHECK ("user_id" = current_setting('app.owner_id', true));
--> statement-breakpoint
ALTER TABLE "menu_items" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "menu_items" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "menu_items"
  USING ("user_id" = current_setting('app.owner_id', true))
  WITH CHECK ("user_id" = current_setting('app.owner_id', true));
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "orders" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "orders"
  USING ("user_id" = current_setting('app.owner_id', true))
  WITH CHECK ("user_id" = current_setting('app.owner_id', true));
--> statement-breakpoint
ALTER TABLE "stripe_customers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "stripe_customers" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "stripe_customers"
  USING ("user_id" = current_setting('app.owner_id', true))
  WITH CHECK ("user_id" = current_setting('app.owner_id', true));
--> statement-breakpoint
ALTER TABLE "order_counts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "order_counts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Kept by the orders triggers, which run as the caller inside the owner's transaction, so they pass it too.
CREATE POLICY "tenant_isolation" ON "order_counts"
  USING ("user_id" = current_setting('app.owner_id', true))
  WITH CHECK ("user_id" = current_setting('app.owner_id', true));
--> statement-breakpoint
-- A subscription row has no user_id: it belongs to the owner of its Stripe customer (itself filtered by its policy).
ALTER TABLE "stripe_subscriptions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "stripe_subscriptions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "stripe_subscriptions"
  USING ("customer_id" IN (SELECT "customer_id" FROM "stripe_customers" WHERE "user_id" = current_setting('app.owner_id', true)))
  WITH CHECK ("customer_id" IN (SELECT "customer_id" FROM "stripe_customers" WHERE "user_id" = current_setting('app.owner_id', true)));
--> statement-breakpoint
-- The spec's view reads with the caller's rights, so the policies above apply through it (a view otherwise reads
-- with its owner's, and a superuser owner bypasses them).
ALTER VIEW "stripe_user_subscriptions" SET (security_invoker = true);
--> statement-breakpoint
-- maitre_lookup reads every row of these tables, but only the key columns granted here.
CREATE POLICY "owner_lookup" ON "user_profiles" FOR SELECT TO maitre_lookup USING (true);
--> statement-breakpoint
CREATE POLICY "owner_lookup" ON "restaurant_slug_redirects" FOR SELECT TO maitre_lookup USING (true);
--> statement-breakpoint
CREATE POLICY "owner_lookup" ON "orders" FOR SELECT TO maitre_lookup USING (true);
--> statement-breakpoint
CREATE POLICY "owner_lookup" ON "stripe_customers" FOR SELECT TO maitre_lookup USING (true);
--> statement-breakpoint
GRANT SELECT ("user_id", "slug", "restaurant_name") ON "user_profiles" TO maitre_lookup;
--> statement-breakpoint
GRANT SELECT ("user_id", "slug") ON "restaurant_slug_redirects" TO maitre_lookup;
--> statement-breakpoint
GRANT SELECT ("user_id", "id") ON "orders" TO maitre_lookup;
--> statement-breakpoint
GRANT SELECT ("user_id", "customer_id") ON "stripe_customers" TO maitre_lookup;
--> statement-breakpoint
-- The owner of the restaurant whose current or former address is p_slug (current first); null when none.
CREATE FUNCTION "maitre_slug_owner"(p_slug text) RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
  AS $$
    SELECT found.user_id FROM (
      SELECT p.user_id, 0 AS rank FROM public.user_profiles p WHERE p.slug = p_slug
      UNION ALL
      SELECT r.user_id, 1 AS rank FROM public.restaurant_slug_redirects r WHERE r.slug = p_slug
    ) found
    ORDER BY found.rank
    LIMIT 1
  $$;
--> statement-breakpoint
-- The restaurant whose current or former address is p_slug, with its current name and address: what its public
-- order page shows. No row when none (or when it has no address yet).
CREATE FUNCTION "maitre_restaurant_by_slug"(p_slug text) RETURNS TABLE (owner_id text, name text, slug text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
  AS $$
    SELECT p.user_id, p.restaurant_name, p.slug FROM public.user_profiles p
    WHERE p.user_id = public.maitre_slug_owner(p_slug) AND p.slug IS NOT NULL
  $$;
--> statement-breakpoint
-- The addresses in use or once used that a new one made from p_base could collide with: p_base and p_base-<anything>.
-- Addresses are public (/r/{slug}); LIKE wildcards in p_base are escaped, so it cannot list them all.
CREATE FUNCTION "maitre_taken_slugs"(p_base text) RETURNS SETOF text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
  AS $$
    WITH pattern AS (SELECT replace(replace(replace(p_base, '\', '\\'), '%', '\%'), '_', '\_') || '-%' AS value)
    SELECT p.slug FROM public.user_profiles p, pattern WHERE p.slug = p_base OR p.slug LIKE pattern.value
    UNION
    SELECT r.slug FROM public.restaurant_slug_redirects r, pattern WHERE r.slug = p_base OR r.slug LIKE pattern.value
  $$;
--> statement-breakpoint
-- The owner of an order, for the guest who holds its (random) id; null when none.
CREATE FUNCTION "maitre_order_owner"(p_order_id uuid) RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
  AS $$ SELECT o.user_id FROM public.orders o WHERE o.id = p_order_id $$;
--> statement-breakpoint
-- The owner behind a Stripe customer id, for webhooks; null for a customer that is not ours.
CREATE FUNCTION "maitre_stripe_customer_owner"(p_customer_id text) RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
  AS $$ SELECT c.user_id FROM public.stripe_customers c WHERE c.customer_id = p_customer_id $$;
--> statement-breakpoint
-- The functions run as maitre_lookup. PostgreSQL lets a non-superuser give an object to a role only when that role
-- may create in its schema: maitre_lookup gets CREATE on public for these four statements and loses it again.
DO $$
DECLARE
  superuser boolean := (SELECT rolsuper FROM pg_catalog.pg_roles WHERE rolname = current_user);
BEGIN
  IF NOT superuser THEN
    GRANT CREATE ON SCHEMA public TO maitre_lookup;
  END IF;
  ALTER FUNCTION public.maitre_slug_owner(text) OWNER TO maitre_lookup;
  ALTER FUNCTION public.maitre_taken_slugs(text) OWNER TO maitre_lookup;
  ALTER FUNCTION public.maitre_order_owner(uuid) OWNER TO maitre_lookup;
  ALTER FUNCTION public.maitre_stripe_customer_owner(text) OWNER TO maitre_lookup;
  ALTER FUNCTION public.maitre_restaurant_by_slug(text) OWNER TO maitre_lookup;
  IF NOT superuser THEN
    REVOKE CREATE ON SCHEMA public FROM maitre_lookup;
  END IF;
END $$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION "maitre_slug_owner"(text), "maitre_taken_slugs"(text), "maitre_order_owner"(uuid), "maitre_stripe_customer_owner"(text), "maitre_restaurant_by_slug"(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "maitre_slug_owner"(text), "maitre_taken_slugs"(text), "maitre_order_owner"(uuid), "maitre_stripe_customer_owner"(text), "maitre_restaurant_by_slug"(text) TO maitre_app;
