/**
 * Named prepared statements on PGlite (db/pglite-statement.ts): the hot statements' path on the embedded database.
 * What callers rely on: the same rows as PGlite's own `query`, one parse per statement, errors that leave the database
 * usable, PGlite's locks (never inside another caller's transaction), live events, and durability on disk.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/test-database.ts';
import { type NamedQuery, namedQuery, openDatabase, queryNamed, queryRows } from './client.ts';
import { queryPreparedOnPglite, StatementNameReusedError } from './pglite-statement.ts';

describe.runIf(testDatabaseKind === 'pglite')('named prepared statements on PGlite', () => {
  let pglite: PGlite;

  beforeAll(async () => {
    pglite = await PGlite.create();
    await pglite.exec(`create table dish (id uuid primary key default gen_random_uuid(), name text not null, price numeric(10, 2),
      tags text[] not null default '{}', extra jsonb, available boolean not null default true, created_at timestamptz not null default now())`);
  });
  afterAll(async () => {
    await pglite.close();
  });

  const preparedNames = async () => (await pglite.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map((row) => row.name);

  it('returns the rows PGlite’s own query returns, with every value parsed by its type', async () => {
    const insert = namedQuery({
      name: 't_insert_dish',
      text: 'insert into dish (name, price, tags, extra, available) values ($1, $2, $3, $4, $5) returning *',
    });
    const [inserted] = await queryPreparedOnPglite<Record<string, unknown>>(pglite, insert, [
      'Soupe à l’oignon',
      9.5,
      ['chaud', 'maison'],
      { spicy: false },
      true,
    ]);
    const [again] = await queryPreparedOnPglite<Record<string, unknown>>(pglite, insert, ['Tarte', null, [], null, false]);
    const viaQuery = await pglite.query<Record<string, unknown>>('select * from dish where id = any($1::uuid[]) order by name', [[inserted?.id, again?.id]]);
    expect([inserted, again]).toEqual(viaQuery.rows);
    expect(inserted).toMatchObject({ name: 'Soupe à l’oignon', price: '9.50', tags: ['chaud', 'maison'], extra: { spicy: false }, available: true });
    expect(inserted?.created_at).toBeInstanceOf(Date);
    expect(again).toMatchObject({ price: null, tags: [], extra: null, available: false });
  });

  it('parses a statement once and binds it on every later call', async () => {
    const byName = namedQuery({ name: 't_dish_by_name', text: 'select count(*)::int as n from dish where name = $1' });
    expect(await preparedNames()).not.toContain(byName.name);
    for (let call = 0; call < 3; call += 1) expect(await queryPreparedOnPglite(pglite, byName, ['Tarte'])).toEqual([{ n: 1 }]);
    const statements = await pglite.query<{ runs: number }>('select (generic_plans + custom_plans)::int as runs from pg_prepared_statements where name = $1', [
      byName.name,
    ]);
    expect(statements.rows).toEqual([{ runs: 3 }]);
  });

  it('rejects bad input with PostgreSQL’s error and code, and the next statement runs normally', async () => {
    const byId = namedQuery({ name: 't_dish_by_id', text: 'select name from dish where id = $1' });
    await expect(queryPreparedOnPglite(pglite, byId, ['not-a-uuid'])).rejects.toMatchObject({ code: '22P02' });
    await expect(
      queryPreparedOnPglite(pglite, namedQuery({ name: 't_missing_name', text: 'insert into dish (price) values ($1)' }), [1]),
    ).rejects.toMatchObject({
      code: '23502',
    });
    expect(pglite.isInTransaction()).toBe(false);
    expect(await queryPreparedOnPglite(pglite, byId, ['00000000-0000-4000-8000-000000000000'])).toEqual([]);
    expect((await pglite.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('refuses a second statement under a name already prepared with another text, and the first keeps its own SQL', async () => {
    const dishes = (await pglite.query<{ n: number }>('select count(*)::int as n from dish')).rows;
    const count = namedQuery({ name: 't_dish_total', text: 'select count(*)::int as n from dish' });
    expect(await queryPreparedOnPglite(pglite, count, [])).toEqual(dishes);
    // namedQuery() refuses such a pair where statements are declared; this one bypasses it, as a hand-made object would.
    const impostor = { name: 't_dish_total', text: 'insert into dish (name) values ($1) returning 1 as n' } as unknown as NamedQuery;
    await expect(queryPreparedOnPglite(pglite, impostor, ['Impostor'])).rejects.toThrow(StatementNameReusedError);
    await expect(queryPreparedOnPglite(pglite, impostor, ['Impostor'])).rejects.toThrow(/"t_dish_total" was prepared with a different SQL text/);
    expect(await queryPreparedOnPglite(pglite, count, [])).toEqual(dishes);
    expect((await pglite.query('select name from dish where name = $1', ['Impostor'])).rows).toEqual([]);
  });

  it('does not remember a statement that failed to parse', async () => {
    const broken = namedQuery({ name: 't_broken', text: 'selec name from dish' });
    await expect(queryPreparedOnPglite(pglite, broken, [])).rejects.toMatchObject({ code: '42601' });
    await expect(queryPreparedOnPglite(pglite, broken, [])).rejects.toMatchObject({ code: '42601' });
    expect(await preparedNames()).not.toContain(broken.name);
  });

  it('prepares a statement again when the database has dropped it (DEALLOCATE ALL)', async () => {
    const count = namedQuery({ name: 't_count', text: 'select count(*)::int as n from dish' });
    expect(await queryPreparedOnPglite(pglite, count, [])).toEqual([{ n: 2 }]);
    await pglite.exec('deallocate all');
    expect(await queryPreparedOnPglite(pglite, count, [])).toEqual([{ n: 2 }]);
    expect(await preparedNames()).toContain(count.name);
  });

  it('waits for another caller’s transaction to end instead of running inside it', async () => {
    const count = namedQuery({ name: 't_count', text: 'select count(*)::int as n from dish' });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = () => {};
    const insertDone = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    let answered = false;
    let answeredInsideTransaction: boolean | undefined;
    const transaction = pglite
      .transaction(async (tx) => {
        await tx.query("insert into dish (name) values ('Never served')");
        inserted();
        await held;
        // Barrier: one more statement of this transaction, queued after the read. A read that ran between the
        // transaction's statements (the bug) would have been answered first; one that waits for the transaction has not.
        await tx.query('select 1');
        answeredInsideTransaction = answered;
        await tx.rollback();
      })
      .catch(() => {});
    await insertDone;
    const reading = queryPreparedOnPglite<{ n: number }>(pglite, count, []).then((rows) => {
      answered = true;
      return rows;
    });
    // One turn of the event loop: the read has queued for PGlite (its first await is PGlite's readiness check).
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await transaction;
    expect(answeredInsideTransaction).toBe(false);
    expect(await reading).toEqual([{ n: 2 }]);
  });

  it('delivers the notifications a statement raises (the live events of a new order)', async () => {
    const payloads: string[] = [];
    let barrierArrived = () => {};
    const barrier = new Promise<void>((resolve) => {
      barrierArrived = resolve;
    });
    const unlisten = await pglite.listen('t_channel', (payload) => {
      payloads.push(payload);
      if (payload === 'barrier') barrierArrived();
    });
    await queryPreparedOnPglite(pglite, namedQuery({ name: 't_notify', text: "select pg_notify('t_channel', $1)" }), ['order 42']);
    // Barrier: a second notification, sent the ordinary way; notifications arrive in order, so once it is in, the
    // prepared statement's one is too (or never came).
    await pglite.query("select pg_notify('t_channel', 'barrier')");
    await barrier;
    await unlisten();
    expect(payloads).toEqual(['order 42', 'barrier']);
  });
});

describe.runIf(testDatabaseKind === 'pglite')('queryNamed on PGlite', () => {
  it('writes through prepared statements survive closing and reopening the data folder, and work inside a transaction', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'maitre-prepared-'));
    const insertUser = namedQuery({ name: 't_insert_user', text: 'insert into "user" (id, name, email) values ($1, $2, $3) returning email' });
    try {
      const first = await openDatabase({ dataDir });
      expect(await queryNamed(first.db, insertUser, ['u1', 'Ada', 'ada@example.com'])).toEqual([{ email: 'ada@example.com' }]);
      const inTransaction = await first.db.transaction(async (tx) => queryNamed(tx, insertUser, ['u2', 'Grace', 'grace@example.com']));
      expect(inTransaction).toEqual([{ email: 'grace@example.com' }]);
      await first.close();

      const second = await openDatabase({ dataDir });
      const rows = await queryRows<{ email: string }>(second.db, sql`select email from "user" order by email`);
      expect(rows.map((row) => row.email)).toEqual(['ada@example.com', 'grace@example.com']);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
