CREATE TABLE "order_counts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"confirmed" integer DEFAULT 0 NOT NULL,
	"preparing" integer DEFAULT 0 NOT NULL,
	"ready" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "api_json" text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Adds delta to one status column of an owner's counts row, creating the row on an owner's first order.
-- A removal never creates a row: when an account is deleted, its counts row may already be gone.
-- (PL/pgSQL, so its two statements are planned once per connection, not on every order.)
CREATE FUNCTION "order_counts_add"(owner text, order_status text, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF delta > 0 THEN
    INSERT INTO "order_counts" AS c ("user_id", "pending", "confirmed", "preparing", "ready", "delivered", "cancelled")
    VALUES (owner,
      (order_status = 'pending')::int * delta, (order_status = 'confirmed')::int * delta,
      (order_status = 'preparing')::int * delta, (order_status = 'ready')::int * delta,
      (order_status = 'delivered')::int * delta, (order_status = 'cancelled')::int * delta)
    ON CONFLICT ("user_id") DO UPDATE SET
      "pending" = c."pending" + excluded."pending", "confirmed" = c."confirmed" + excluded."confirmed",
      "preparing" = c."preparing" + excluded."preparing", "ready" = c."ready" + excluded."ready",
      "delivered" = c."delivered" + excluded."delivered", "cancelled" = c."cancelled" + excluded."cancelled";
  ELSE
    UPDATE "order_counts" SET
      "pending" = "pending" + (order_status = 'pending')::int * delta, "confirmed" = "confirmed" + (order_status = 'confirmed')::int * delta,
      "preparing" = "preparing" + (order_status = 'preparing')::int * delta, "ready" = "ready" + (order_status = 'ready')::int * delta,
      "delivered" = "delivered" + (order_status = 'delivered')::int * delta, "cancelled" = "cancelled" + (order_status = 'cancelled')::int * delta
    WHERE "user_id" = owner;
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "orders_maintain_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "order_counts_add"(OLD."user_id", OLD."status", -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "order_counts_add"(NEW."user_id", NEW."status", 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_counts_insert" AFTER INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_maintain_counts"();
--> statement-breakpoint
CREATE TRIGGER "orders_counts_update" AFTER UPDATE OF "status", "user_id" ON "orders" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."user_id" IS DISTINCT FROM NEW."user_id") EXECUTE FUNCTION "orders_maintain_counts"();
--> statement-breakpoint
CREATE TRIGGER "orders_counts_delete" AFTER DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_maintain_counts"();
--> statement-breakpoint
INSERT INTO "order_counts" ("user_id", "pending", "confirmed", "preparing", "ready", "delivered", "cancelled")
SELECT "user_id",
  count(*) FILTER (WHERE "status" = 'pending'), count(*) FILTER (WHERE "status" = 'confirmed'),
  count(*) FILTER (WHERE "status" = 'preparing'), count(*) FILTER (WHERE "status" = 'ready'),
  count(*) FILTER (WHERE "status" = 'delivered'), count(*) FILTER (WHERE "status" = 'cancelled')
FROM "orders" GROUP BY "user_id";
--> statement-breakpoint
-- The order as the API sends it (OrderSchema in packages/shared/src/orders.ts), with times in UTC to the millisecond
-- like JavaScript's toISOString. Kept in orders.api_json by the trigger below; the API reads it for lists and updates.
CREATE FUNCTION "order_api_json"(o "orders") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', o."id", 'user_id', o."user_id", 'customer_name', o."customer_name", 'customer_phone', o."customer_phone",
    'customer_email', o."customer_email", 'order_items', o."order_items", 'notes', o."notes", 'total_amount', o."total_amount",
    'status', o."status", 'source', o."source",
    'created_at', to_char(o."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updated_at', to_char(o."updated_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text
$$;
--> statement-breakpoint
CREATE FUNCTION "orders_write_api_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."api_json" := "order_api_json"(NEW);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_api_json" BEFORE INSERT OR UPDATE ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_write_api_json"();
--> statement-breakpoint
UPDATE "orders" SET "api_json" = "order_api_json"("orders");
--> statement-breakpoint
-- Live events (modules/realtime): every new order and every status change notifies channel maitre_events with
-- { ownerId, event: { type, data: { id, status } } }, delivered when — and only if — the change commits.
CREATE FUNCTION "orders_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('maitre_events', json_build_object('ownerId', NEW."user_id", 'event', json_build_object(
    'type', CASE TG_OP WHEN 'INSERT' THEN 'order.created' ELSE 'order.updated' END,
    'data', json_build_object('id', NEW."id", 'status', NEW."status")))::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_notify_insert" AFTER INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_notify"();
--> statement-breakpoint
CREATE TRIGGER "orders_notify_update" AFTER UPDATE OF "status" ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_notify"();
--> statement-breakpoint
-- Session revocations for every instance's session cache (modules/auth/session-cache.ts): a deleted session, or a
-- changed or deleted user, notifies channel maitre_sessions with the user id when the change commits.
CREATE FUNCTION "sessions_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'session' THEN
    PERFORM pg_notify('maitre_sessions', OLD."user_id");
  ELSE
    PERFORM pg_notify('maitre_sessions', OLD."id");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "session_revoked_notify" AFTER DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION "sessions_notify"();
--> statement-breakpoint
CREATE TRIGGER "user_changed_notify" AFTER UPDATE OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION "sessions_notify"();
