-- Languages (issue 18, decision 0023): the person's own language, the guest's language on their order, and the
-- restaurant's language kept to the six Maître speaks.
ALTER TABLE "orders" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_locale_valid" CHECK ("locale" in ('en', 'fr', 'de', 'it', 'es', 'nl'));--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_locale_valid" CHECK ("locale" in ('en', 'fr', 'de', 'it', 'es', 'nl'));--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_default_language_valid" CHECK ("default_language" in ('en', 'fr', 'de', 'it', 'es', 'nl'));--> statement-breakpoint
-- The order page shows the restaurant's language (the page's default when the guest's browser asks for none of ours):
-- the slug lookup answers it with the name and address, so the page still costs the same round trips.
GRANT SELECT ("default_language") ON "restaurants" TO maitre_lookup;
--> statement-breakpoint
DROP FUNCTION "maitre_restaurant_by_slug"(text);
--> statement-breakpoint
CREATE FUNCTION "maitre_restaurant_by_slug"(p_slug text) RETURNS TABLE (restaurant_id text, owner_id text, name text, slug text, default_language text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
  AS $$
    SELECT r.id, (SELECT m.user_id FROM public.restaurant_members m WHERE m.restaurant_id = r.id AND m.role = 'owner' ORDER BY m.created_at LIMIT 1),
           r.name, r.slug, r.default_language
    FROM public.restaurants r
    WHERE r.id = public.maitre_slug_restaurant(p_slug)
  $$;
--> statement-breakpoint
DO $$
DECLARE
  superuser boolean := (SELECT rolsuper FROM pg_catalog.pg_roles WHERE rolname = current_user);
BEGIN
  IF NOT superuser THEN
    GRANT CREATE ON SCHEMA public TO maitre_lookup;
  END IF;
  ALTER FUNCTION public.maitre_restaurant_by_slug(text) OWNER TO maitre_lookup;
  IF NOT superuser THEN
    REVOKE CREATE ON SCHEMA public FROM maitre_lookup;
  END IF;
END $$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION "maitre_restaurant_by_slug"(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "maitre_restaurant_by_slug"(text) TO maitre_app;
