CREATE TABLE "digest_subscriptions" (
	"restaurant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"member_id" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"send_minutes" smallint DEFAULT 480 NOT NULL,
	"last_sent_day" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_subscriptions_restaurant_id_user_id_pk" PRIMARY KEY("restaurant_id","user_id"),
	CONSTRAINT "digest_subscriptions_send_minutes_valid" CHECK ("digest_subscriptions"."send_minutes" between 0 and 1439)
);
--> statement-breakpoint
ALTER TABLE "digest_subscriptions" ADD CONSTRAINT "digest_subscriptions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_subscriptions" ADD CONSTRAINT "digest_subscriptions_member_id_restaurant_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."restaurant_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "digest_subscriptions_member_uq" ON "digest_subscriptions" USING btree ("member_id");--> statement-breakpoint
-- A tenant table like every other (decision 0044): a restaurant's opt-ins only inside its own scope (db/tenant.ts).
ALTER TABLE "digest_subscriptions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "digest_subscriptions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "digest_subscriptions"
  USING ("restaurant_id" = current_setting('app.restaurant_id', true))
  WITH CHECK ("restaurant_id" = current_setting('app.restaurant_id', true));
--> statement-breakpoint
-- The digest's sweep plans the next digest of every opt-in, before acting for any one restaurant: maitre_lookup reads
-- which memberships opted in (ids only), through a SECURITY DEFINER function the app may call.
CREATE POLICY "restaurant_lookup" ON "digest_subscriptions" FOR SELECT TO maitre_lookup USING (true);
--> statement-breakpoint
GRANT SELECT ("restaurant_id", "user_id", "enabled") ON "digest_subscriptions" TO maitre_lookup;
--> statement-breakpoint
CREATE FUNCTION "maitre_digest_subscribers"() RETURNS TABLE ("restaurant_id" text, "user_id" text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
  AS $$ SELECT d.restaurant_id, d.user_id FROM public.digest_subscriptions d WHERE d.enabled $$;
--> statement-breakpoint
DO $$
DECLARE
  superuser boolean := (SELECT rolsuper FROM pg_catalog.pg_roles WHERE rolname = current_user);
BEGIN
  IF NOT superuser THEN
    GRANT CREATE ON SCHEMA public TO maitre_lookup;
  END IF;
  ALTER FUNCTION public.maitre_digest_subscribers() OWNER TO maitre_lookup;
  IF NOT superuser THEN
    REVOKE CREATE ON SCHEMA public FROM maitre_lookup;
  END IF;
END $$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION "maitre_digest_subscribers"() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "maitre_digest_subscribers"() TO maitre_app;
