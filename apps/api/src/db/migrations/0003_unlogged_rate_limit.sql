-- Rate-limit counters skip the write-ahead log (docs/PERFORMANCE.md, "Writes and the disk").
--
-- Hand-written, like 0002: the Drizzle schema does not change (drizzle-kit does not model UNLOGGED), so
-- `npm run db:generate` still finds nothing to do. PostgreSQL 15 compatible.
--
-- Every guest order and every sign-in attempt updates a counter. Logged, each update was a commit that waited for its
-- own flush to disk, and the busiest counter's row (one IP, one restaurant) stayed locked until that flush, so those
-- requests queued behind one another's disk writes. Each counter covers a window of at most an hour: a crash or a
-- fail-over that empties the table (what PostgreSQL does to an unlogged table) only starts the windows again.
ALTER TABLE "rate_limit" SET UNLOGGED;
