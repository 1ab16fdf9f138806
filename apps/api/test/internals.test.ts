/**
 * Tripwires. Maître reaches into a few libraries' undocumented internals, each for a reason given in a decision; the
 * packages are pinned to exact versions (docs/decisions/0014-pinned-internals.md) and upgraded together in one reviewed
 * pull request. Each check below tests one internal for the shape and behaviour the code relies on, and fails with a
 * message naming the file that relies on it and the decision that explains why — so an upgrade that moves one says
 * where to look before anything else breaks. The zod and Preact checks live in the web project
 * (apps/web/src/internals.test.ts).
 *
 * Runs on PGlite without TEST_DATABASE_URL; the checks that need a PostgreSQL server run in the api-postgres project.
 */
import http from 'node:http';
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { memoryAdapter } from 'better-auth/adapters/memory';
import { bearer } from 'better-auth/plugins/bearer';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import helmet, { type HelmetOptions } from 'helmet';
import pg from 'pg';
import { serialize } from 'pg-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, namedQuery } from '../src/db/client.ts';
import { queryAsRestaurantOnPostgres } from '../src/db/restaurant-statement.ts';
import * as schema from '../src/db/schema/index.ts';
import { computeSecurityHeaders } from '../src/lib/security-headers.ts';
import { createSessionTokenReader, createSignedCookieReader, SESSION_COOKIE } from '../src/modules/auth/session-token.ts';
import { runBeforeCommit, withBeforeCommitTasks } from '../src/modules/auth/transaction-scope.ts';
import { TWO_FACTOR_COOKIE } from '../src/modules/auth/two-factor.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from './test-database.ts';
import { secretOf, totp } from './totp.ts';

/** The failure message: what changed, who relies on it, and why. */
const reliedOnBy = (file: string, decision: string) => (what: string) =>
  `${what} — relied on by ${file} (${decision}); see docs/decisions/0014-pinned-internals.md before upgrading`;

type Anything = Record<string, unknown>;
const shapeOf = (value: unknown) => (value as Anything | undefined) ?? {};

describe('pg’s Query and connection (db/restaurant-statement.ts)', () => {
  const tripwire = reliedOnBy(
    'apps/api/src/db/restaurant-statement.ts (RestaurantStatement, queryAsRestaurant)',
    'decision 0011, "queryAsOwner" (now queryAsRestaurant, decision 0016), and its amendment: pg’s pipeline mode measured slower',
  );
  type Recorded = { message: string; name?: string; statement?: string; portal?: string };

  /** Stands in for pg's Connection: records what a Query writes, with the statement maps a Query consults. */
  const recordingConnection = () => {
    const written: Recorded[] = [];
    return {
      written,
      stream: { cork() {}, uncork() {} },
      parsedStatements: {} as Record<string, string>,
      submittedNamedStatements: {} as Record<string, string>,
      parse: (message: { name: string }) => written.push({ message: 'parse', name: message.name }),
      bind: (message: { statement: string; portal: string }) => written.push({ message: 'bind', statement: message.statement, portal: message.portal }),
      describe: (message: { name: string }) => written.push({ message: 'describe', portal: message.name }),
      execute: (message: { portal: string }) => written.push({ message: 'execute', portal: message.portal }),
      sync: () => written.push({ message: 'sync' }),
      flush: () => written.push({ message: 'flush' }),
      close: () => written.push({ message: 'close' }),
      query: () => written.push({ message: 'query' }),
    };
  };

  it('exports Query, whose submit() hands a named statement to this.prepare(connection) — the method RestaurantStatement overrides', () => {
    expect(typeof pg.Query, tripwire('pg.Query is no longer exported')).toBe('function');
    const prototype = pg.Query.prototype as unknown as Anything;
    expect(typeof prototype.prepare, tripwire('Query#prepare is gone')).toBe('function');
    expect((prototype.prepare as (...args: unknown[]) => unknown).length, tripwire('Query#prepare no longer takes (connection)')).toBe(1);
    const prepared: unknown[] = [];
    class Probe extends (pg.Query as unknown as new (
      config: pg.QueryConfig,
    ) => { submit(connection: unknown): Error | null; prepare(connection: unknown): void }) {
      override prepare(connection: unknown) {
        prepared.push(connection);
      }
    }
    const connection = recordingConnection();
    const error = new Probe({ name: 'tripwire_probe', text: 'select $1::int', values: [1] }).submit(connection);
    expect(error, tripwire('Query#submit refused a named statement')).toBeNull();
    expect(prepared, tripwire('Query#submit no longer calls this.prepare(connection)')).toEqual([connection]);
  });

  it('writes Parse (once per connection), Bind, Describe, Execute and Sync from prepare(), keeping the name in the connection’s statement maps', () => {
    const connection = recordingConnection();
    const query = () => new pg.Query({ name: 'tripwire_stmt', text: 'select $1::int', values: [1] }) as unknown as { prepare(connection: unknown): void };
    query().prepare(connection);
    expect(connection.written, tripwire('Query#prepare no longer writes parse, bind, describe, execute, sync')).toEqual([
      { message: 'parse', name: 'tripwire_stmt' },
      { message: 'bind', statement: 'tripwire_stmt', portal: '' },
      { message: 'describe', portal: '' },
      { message: 'execute', portal: '' },
      { message: 'sync' },
    ]);
    expect(connection.submittedNamedStatements, tripwire('Query#prepare no longer records connection.submittedNamedStatements')).toEqual({
      tripwire_stmt: 'select $1::int',
    });
    connection.written.length = 0;
    connection.parsedStatements.tripwire_stmt = 'select $1::int';
    query().prepare(connection);
    expect(
      connection.written.map((entry) => entry.message),
      tripwire('Query#prepare parses again a statement the connection lists in parsedStatements'),
    ).toEqual(['bind', 'describe', 'execute', 'sync']);
  });

  it('gives each connection the statement maps and message writers RestaurantStatement uses', () => {
    const connection = new pg.Connection() as unknown as Anything;
    for (const map of ['parsedStatements', 'submittedNamedStatements']) {
      expect(connection[map], tripwire(`Connection#${map} is no longer an object`)).toEqual({});
    }
    for (const writer of ['parse', 'bind', 'describe', 'execute', 'sync']) {
      expect(typeof connection[writer], tripwire(`Connection#${writer} is not a method`)).toBe('function');
    }
  });

  it('exports utils.prepareValue, which turns the values of a pipeline’s leading statements into their text form as Query does', () => {
    const prepareValue = (pg as unknown as { utils?: { prepareValue?: (value: unknown) => unknown } }).utils?.prepareValue;
    expect(typeof prepareValue, tripwire('pg.utils.prepareValue is no longer exported')).toBe('function');
    expect(
      [5, null, ['a', 'b'], { a: 1 }].map((value) => prepareValue?.(value)),
      tripwire('pg.utils.prepareValue writes numbers, null, arrays or JSON differently'),
    ).toEqual(['5', null, '{"a","b"}', '{"a":1}']);
  });

  describe.runIf(testDatabaseKind === 'postgres')('on PostgreSQL', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(async () => {
      await database?.dispose();
    });

    it('answers the restaurant setting and the statement as a two-result query, through a pool and a client, and the setting ends with it', async () => {
      const pool = database.handle.pool as pg.Pool;
      const setting = namedQuery({
        name: 'tripwire_restaurant_setting',
        text: "select current_setting('app.restaurant_id', true) as restaurant, $1::int as n",
      });
      expect(
        await queryAsRestaurantOnPostgres(pool, 'restaurant-a', setting, [1]),
        tripwire('pool.query no longer runs a Query subclass with its callback'),
      ).toEqual([{ restaurant: 'restaurant-a', n: 1 }]);
      const client = await pool.connect();
      try {
        expect(await queryAsRestaurantOnPostgres(client, 'restaurant-b', setting, [2]), tripwire('client.query no longer runs a Query subclass')).toEqual([
          { restaurant: 'restaurant-b', n: 2 },
        ]);
        expect((await client.query(setting.text, [3])).rows, tripwire('the restaurant setting outlived its statement')).toEqual([{ restaurant: '', n: 3 }]);
      } finally {
        client.release();
      }
    });
  });
});

describe("Node's http server (lib/draining.ts)", () => {
  const tripwire = reliedOnBy('apps/api/src/lib/draining.ts', 'ARCHITECTURE.md "Shutdown"; no public way to keep idle sockets open on close');

  it('server.close() goes through the instance’s own closeIdleConnections, so replacing it keeps idle keep-alive sockets open', async () => {
    expect(typeof http.Server.prototype.closeIdleConnections, tripwire('http.Server#closeIdleConnections is not a method')).toBe('function');
    const server = http.createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    let socketClosed = false;
    socket.on('close', () => {
      socketClosed = true;
    });
    // One keep-alive request; once answered, the socket is idle.
    await new Promise<void>((resolve) => {
      socket.on('data', (chunk) => {
        if (chunk.toString().includes('ok')) resolve();
      });
      socket.write('GET / HTTP/1.1\r\nHost: tripwire\r\nConnection: keep-alive\r\n\r\n');
    });

    const closeIdle = server.closeIdleConnections.bind(server);
    let calls = 0;
    server.closeIdleConnections = () => {
      calls += 1;
    };
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls, tripwire('server.close() no longer calls the instance’s closeIdleConnections')).toBeGreaterThan(0);
    expect(socketClosed, tripwire('server.close() closed an idle keep-alive socket without going through closeIdleConnections')).toBe(false);

    // The server finishes closing only once its last socket is gone.
    closeIdle();
    const outcome = await Promise.race([closed.then(() => 'closed'), new Promise((resolve) => setTimeout(resolve, 5_000, 'idle socket still open'))]);
    expect(outcome, tripwire('the original closeIdleConnections no longer closes idle sockets')).toBe('closed');
  });
});

describe('helmet (lib/security-headers.ts)', () => {
  const tripwire = reliedOnBy('apps/api/src/lib/security-headers.ts', 'decision 0010, "Security headers computed once"');
  const options: HelmetOptions = {
    contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"], frameAncestors: ["'none'"] } },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000 },
  };

  it('is a (request, response, next) middleware that only sets and removes response headers, and calls next at once', () => {
    const middleware = helmet(options);
    expect(typeof middleware, tripwire('helmet(options) is not a function')).toBe('function');
    expect(middleware.length, tripwire('helmet(options) no longer takes (request, response, next)')).toBe(3);
    const touched = new Set<string>();
    const record = (target: Anything, label: string) =>
      new Proxy(target, {
        get(object, property) {
          touched.add(`${label}.${String(property)}`);
          return Reflect.get(object, property);
        },
      });
    const response = record({ setHeader() {}, removeHeader() {} }, 'response');
    let nextCalls = 0;
    let failure: unknown;
    middleware(record({}, 'request') as unknown as http.IncomingMessage, response as unknown as http.ServerResponse, (error?: unknown) => {
      nextCalls += 1;
      failure = error;
    });
    expect(nextCalls, tripwire('helmet no longer calls next synchronously, once')).toBe(1);
    expect(failure, tripwire('helmet passed an error to next')).toBeUndefined();
    expect([...touched].sort(), tripwire('helmet now uses more of the request or response than setHeader/removeHeader')).toEqual([
      'response.removeHeader',
      'response.setHeader',
    ]);
  });

  it('gives computeSecurityHeaders the same headers it sets on a real ServerResponse', () => {
    const real = new http.ServerResponse(new http.IncomingMessage(new net.Socket()));
    real.setHeader('X-Powered-By', 'something');
    helmet(options)(real.req, real, () => {});
    const expected = Object.fromEntries(
      Object.entries(real.getHeaders()).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
    );
    expect(computeSecurityHeaders(options), tripwire('the headers recorded from a stand-in response differ from a real one')).toEqual(expected);
    expect(expected['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('better-auth’s session cookie (modules/auth/session-token.ts)', () => {
  const tripwire = reliedOnBy('apps/api/src/modules/auth/session-token.ts', 'decision 0010, "Session check"');
  const secret = 'tripwire-secret-that-is-long-enough-0123456789';

  const signUp = async (baseURL: string) => {
    const auth = betterAuth({
      baseURL,
      basePath: '/api/auth',
      secret,
      database: memoryAdapter({ user: [], session: [], account: [], verification: [] }),
      emailAndPassword: { enabled: true },
      plugins: [bearer()],
      logger: { disabled: true },
    });
    const response = await auth.api.signUpEmail({
      body: { email: 'tripwire@example.com', password: 'a long tripwire password', name: 'Tripwire' },
      asResponse: true,
    });
    expect(response.status, tripwire('sign-up failed in the stand-in better-auth')).toBe(200);
    const setCookies = response.headers.getSetCookie();
    // A browser sends back name=value of each cookie it was given.
    const cookie = setCookies.map((line) => line.split(';')[0]).join('; ');
    const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
    return { setCookies, cookie, token: session?.session.token, bearer: response.headers.get('set-auth-token') };
  };

  it('writes the cookie session-token.ts reads: its name, and token.signature signed with the secret', async () => {
    const { setCookies, cookie, token, bearer: bearerToken } = await signUp('http://localhost:3000');
    expect(typeof token, tripwire('better-auth found no session for its own cookie')).toBe('string');
    expect(
      setCookies.some((line) => line.startsWith(`${SESSION_COOKIE}=`)),
      tripwire(`better-auth no longer names its session cookie ${SESSION_COOKIE}`),
    ).toBe(true);
    const read = createSessionTokenReader(secret, { secureCookies: false });
    expect(read({ cookie }), tripwire('the session cookie better-auth writes no longer verifies as token.HMAC-SHA256(token)')).toBe(token);
    expect(typeof bearerToken, tripwire('the bearer plugin no longer answers set-auth-token')).toBe('string');
    expect(read({ authorization: `Bearer ${bearerToken}` }), tripwire('the set-auth-token bearer no longer reads as the session token')).toBe(token);
  });

  it('under https names it with the __Secure- prefix', async () => {
    const { setCookies, cookie, token } = await signUp('https://maitre.example.com');
    expect(
      setCookies.some((line) => line.startsWith(`__Secure-${SESSION_COOKIE}=`)),
      tripwire('under https the session cookie is no longer __Secure-better-auth.session_token'),
    ).toBe(true);
    expect(createSessionTokenReader(secret, { secureCookies: true })({ cookie }), tripwire('the secure session cookie no longer verifies')).toBe(token);
  });
});

describe('better-auth’s two-factor cookie (modules/auth/auth.routes.ts, the two-factor code limit)', () => {
  const tripwire = reliedOnBy('apps/api/src/modules/auth/auth.routes.ts (pendingTwoFactorUser)', 'decision 0018, "Limits"');
  const secret = 'tripwire-secret-that-is-long-enough-0123456789';
  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');

  /** Signs up, turns two-factor on, and signs in with the password: the pending sign-in's answer and the user id. */
  const pendingSignIn = async (baseURL: string) => {
    const auth = betterAuth({
      baseURL,
      basePath: '/api/auth',
      secret,
      appName: 'Tripwire',
      database: memoryAdapter({ user: [], session: [], account: [], verification: [], twoFactor: [] }),
      emailAndPassword: { enabled: true },
      plugins: [twoFactor({ skipVerificationOnEnable: false })],
      logger: { disabled: true },
    });
    const password = 'a long tripwire password';
    const signUp = await auth.api.signUpEmail({ body: { email: 'tripwire@example.com', password, name: 'Tripwire' }, asResponse: true });
    const userId = ((await signUp.clone().json()) as { user: { id: string } }).user.id;
    const headers = new Headers({ cookie: cookieOf(signUp) });
    const enabled = await auth.api.enableTwoFactor({ body: { password }, headers });
    if (!('totpURI' in enabled)) throw new Error(tripwire('enable answered no totpURI'));
    await auth.api.verifyTOTP({ body: { code: totp(secretOf(enabled.totpURI)) }, headers });
    const signIn = await auth.api.signInEmail({ body: { email: 'tripwire@example.com', password }, asResponse: true });
    return { auth, signIn, userId };
  };

  it('names the pending sign-in with a signed cookie whose value is a verification identifier holding the user id', async () => {
    const { auth, signIn, userId } = await pendingSignIn('http://localhost:3000');
    expect(await signIn.json(), tripwire('sign-in of an account with two-factor no longer answers { twoFactorRedirect: true }')).toMatchObject({
      twoFactorRedirect: true,
    });
    const identifier = createSignedCookieReader(secret, TWO_FACTOR_COOKIE, { secureCookies: false })(cookieOf(signIn));
    expect(typeof identifier, tripwire(`the pending sign-in is no longer a cookie ${TWO_FACTOR_COOKIE} signed as value.HMAC-SHA256(value)`)).toBe('string');
    const pending = await (await auth.$context).internalAdapter.findVerificationValue(identifier as string);
    expect(pending?.value, tripwire('the two-factor cookie’s verification row no longer holds the user id')).toBe(userId);
    expect(new Date(pending?.expiresAt ?? 0).getTime(), tripwire('the pending sign-in has no expiry')).toBeGreaterThan(Date.now());
  });

  it('under https names it with the __Secure- prefix', async () => {
    const { signIn } = await pendingSignIn('https://maitre.example.com');
    expect(createSignedCookieReader(secret, TWO_FACTOR_COOKIE, { secureCookies: true })(cookieOf(signIn)), tripwire('the secure two-factor cookie')).toEqual(
      expect.any(String),
    );
  });
});

describe('Drizzle’s session client (db/client.ts) and its transactions (modules/auth/transaction-scope.ts)', () => {
  const driverTripwire = reliedOnBy('apps/api/src/db/client.ts (driverOf, used by queryNamed and queryAsRestaurant)', 'decision 0010, "Prepared statements"');
  const scopeTripwire = reliedOnBy('apps/api/src/modules/auth/transaction-scope.ts', 'decision 0011, "sign-up"; better-auth issue #10202');
  const clientOf = (db: unknown) => shapeOf(shapeOf(db).session).client;

  it('keeps the PGlite instance in db.session.client, and a transaction’s own client inside a transaction', async () => {
    const pglite = await PGlite.create();
    try {
      const db = drizzlePglite(pglite);
      expect(clientOf(db), driverTripwire('db.session.client is no longer the PGlite instance')).toBe(pglite);
      await db.transaction(async (tx) => {
        const client = clientOf(tx);
        expect(client, driverTripwire('a transaction’s session.client is the instance itself')).not.toBe(pglite);
        expect(typeof shapeOf(client).query, driverTripwire('a transaction’s session.client has no query(text, values)')).toBe('function');
        expect(await (client as { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> }).query('select $1::int as n', [7])).toMatchObject({
          rows: [{ n: 7 }],
        });
      });
    } finally {
      await pglite.close();
    }
  });

  it('keeps node-postgres’ pool or client in db.session.client (nothing connects)', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    const client = new pg.Client({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    expect(clientOf(drizzleNodePg(pool)), driverTripwire('db.session.client is no longer the pg Pool')).toBe(pool);
    expect(clientOf(drizzleNodePg(client)), driverTripwire('db.session.client is no longer the pg Client')).toBe(client);
    await pool.end();
  });

  describe('on the test database', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase({ rls: false });
    });
    afterAll(async () => {
      await database?.dispose();
    });

    it('works through an Object.create wrapper, and better-auth’s Drizzle adapter opens its transactions through the wrapper', async () => {
      const scoped = withBeforeCommitTasks(database.handle.db);
      expect(await scoped.select({ id: schema.user.id }).from(schema.user), scopeTripwire('a query through the wrapper failed')).toEqual([]);
      const adapter = drizzleAdapter(scoped, {
        provider: 'pg',
        transaction: true,
        schema: { user: schema.user, session: schema.session, account: schema.account, verification: schema.verification },
      })({});
      let ranInTransaction = false;
      await adapter.transaction(async () => {
        runBeforeCommit(async (tx: Database) => {
          ranInTransaction = (await tx.select({ id: schema.user.id }).from(schema.user)).length === 0;
        });
      });
      expect(ranInTransaction, scopeTripwire('better-auth’s adapter.transaction no longer calls db.transaction on the database it was given')).toBe(true);
    });

    it.runIf(testDatabaseKind === 'postgres')('inside a transaction, session.client is the pg client that holds it', async () => {
      await database.handle.db.transaction(async (tx) => {
        expect(clientOf(tx), driverTripwire('a transaction’s session.client is not a pg Client')).toBeInstanceOf(pg.Client);
      });
    });
  });
});

describe('PGlite (db/pglite-statement.ts)', () => {
  const tripwire = reliedOnBy('apps/api/src/db/pglite-statement.ts', 'decision 0012');
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = await PGlite.create();
  });
  afterAll(async () => {
    await pglite.close();
  });

  it('has its ready check and its two locks, which run the work they are given and answer its result', async () => {
    const internals = pglite as unknown as Anything;
    for (const method of ['_checkReady', '_runExclusiveTransaction', '_runExclusiveQuery', 'execProtocolStream']) {
      expect(typeof internals[method], tripwire(`PGlite#${method} is not a method`)).toBe('function');
    }
    await expect(pglite._checkReady(), tripwire('_checkReady() no longer resolves on an open instance')).resolves.toBeUndefined();
    const answer = await pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(async () => 42));
    expect(answer, tripwire('_runExclusiveTransaction/_runExclusiveQuery no longer answer their work’s result')).toBe(42);
  });

  it('answers pg-protocol messages through execProtocolStream with the parsed replies the statement cache reads', async () => {
    const prepare = Buffer.concat([
      serialize.parse({ name: 'tripwire', text: 'select $1::int4 as n, $2::jsonb as doc', types: [] }),
      serialize.describe({ type: 'S', name: 'tripwire' }),
      serialize.sync(),
    ]);
    const described = (await pglite.execProtocolStream(prepare, { syncToFs: false })) as unknown as Anything[];
    const parameters = described.find((message) => message.name === 'parameterDescription');
    const rows = described.find((message) => message.name === 'rowDescription');
    expect(parameters?.dataTypeIDs, tripwire('parameterDescription.dataTypeIDs changed')).toEqual([23, 3802]);
    expect(
      (rows?.fields as Anything[] | undefined)?.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
      tripwire('rowDescription.fields no longer carry name and dataTypeID'),
    ).toEqual([
      { name: 'n', dataTypeID: 23 },
      { name: 'doc', dataTypeID: 3802 },
    ]);

    const run = Buffer.concat([
      serialize.bind({ portal: '', statement: 'tripwire', values: ['7', '{"a":1}'] }),
      serialize.execute({ portal: '', rows: 0 }),
      serialize.sync(),
    ]);
    const answered = (await pglite.execProtocolStream(run, { syncToFs: false })) as unknown as Anything[];
    const dataRows = answered.filter((message) => message.name === 'dataRow').map((message) => message.fields);
    expect(dataRows, tripwire('dataRow.fields are no longer the cells as text')).toEqual([['7', '{"a": 1}']]);
  });

  it('serializes and parses values by type OID through its serializers and parsers maps', () => {
    const { serializers, parsers } = pglite;
    const serialize = (oid: number, value: unknown) => {
      expect(typeof serializers[oid], tripwire(`serializers[${oid}] is missing`)).toBe('function');
      return (serializers[oid] as (value: unknown) => string)(value);
    };
    const parse = (oid: number, text: string) => {
      expect(typeof parsers[oid], tripwire(`parsers[${oid}] is missing`)).toBe('function');
      return (parsers[oid] as (text: string, oid: number) => unknown)(text, oid);
    };
    expect(serialize(2951, ['a', 'b']), tripwire('uuid[] values no longer serialize as an array literal')).toBe('{"a","b"}');
    expect(serialize(1009, ['x', 'y"']), tripwire('text[] values no longer serialize as an array literal')).toBe('{"x","y\\""}');
    expect(serialize(3802, { a: 1 }), tripwire('jsonb values no longer serialize as JSON')).toBe('{"a":1}');
    expect(serialize(1184, new Date(0)), tripwire('timestamptz values no longer serialize as ISO text')).toBe('1970-01-01T00:00:00.000Z');
    expect(parse(23, '7'), tripwire('int4 no longer parses to a number')).toBe(7);
    expect(parse(1009, '{a,b}'), tripwire('text[] no longer parses to an array')).toEqual(['a', 'b']);
    expect(parse(3802, '{"a": 1}'), tripwire('jsonb no longer parses to an object')).toEqual({ a: 1 });
    expect(parse(1184, '1970-01-01 00:00:00+00'), tripwire('timestamptz no longer parses to a Date')).toEqual(new Date(0));
  });
});
