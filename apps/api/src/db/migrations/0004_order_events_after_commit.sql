-- Order events leave the write transaction (decision 0013, docs/PERFORMANCE.md "Writes and the disk").
--
-- Hand-written, like 0002 and 0003: no table changes, so `npm run db:generate` still finds nothing to do.
-- PostgreSQL 15 compatible.
--
-- A NOTIFY inside a transaction takes one database-wide lock at commit and holds it until the commit is flushed to
-- disk, so every transaction that wrote an order committed after the previous one's flush: no two order writes could
-- share a flush. The API now announces `order.created` and `order.updated` itself once the change has committed
-- (modules/realtime: batched, off the request's path). Session revocations keep their triggers: they are rare.
DROP TRIGGER IF EXISTS "orders_notify_insert" ON "orders";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_notify_update" ON "orders";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "orders_notify"();
