/**
 * Named prepared statements on PGlite, for the statements on every request's path (queryNamed, queryAsOwner).
 *
 * PGlite's own `query(text, values)` parses and plans the statement again on every call and drives the embedded
 * server in six separate calls (Parse, Describe, Bind, Describe, Execute, Sync). Here a statement is parsed and
 * described once per PGlite instance under its name; each call after that is ONE call into PGlite with
 * Bind + Execute + Sync, which reuses the plan, the same way queryNamed uses named statements on PostgreSQL
 * (docs/decisions/0012-pglite-prepared-statements.md).
 *
 * It goes through PGlite's execProtocolStream, which still handles errors, notices and NOTIFY (the live events of a
 * new order), and holds PGlite's two locks like `query` does, so it never runs inside someone else's transaction.
 */
import type { PGlite } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';
import type { NamedQuery } from './named-query.ts';

interface PreparedStatement {
  /** The SQL the name was prepared with: a call with the same name and another text is refused, never run as this. */
  text: string;
  /** Parameter types (OIDs) that PostgreSQL inferred, to serialize each value as PGlite's `query` would. */
  paramTypes: number[];
  /** Result columns (name and type OID); empty for a statement that returns no rows. */
  fields: { name: string; dataTypeID: number }[];
}

/** A message PGlite parsed from the server's reply (its pg-protocol's BackendMessage, reduced to what we read). */
interface BackendMessage {
  name: string;
  fields?: unknown[];
  dataTypeIDs?: number[];
}

const EXECUTE_AND_SYNC = Buffer.concat([serialize.execute({ portal: '', rows: 0 }), serialize.sync()]);
/** SQLSTATE invalid_sql_statement_name: the statement is gone (a DEALLOCATE ALL or DISCARD ALL ran). */
const STATEMENT_MISSING = '26000';

const preparedByInstance = new WeakMap<PGlite, Map<string, PreparedStatement>>();

/** Runs `query` as a named prepared statement of `pglite`; rows as PGlite's `query` returns them (parsed by type). */
export async function queryPreparedOnPglite<T>(pglite: PGlite, query: NamedQuery, values: unknown[]): Promise<T[]> {
  await pglite._checkReady();
  return pglite._runExclusiveTransaction(() =>
    pglite._runExclusiveQuery(async () => {
      try {
        return await execute<T>(pglite, query, values);
      } catch (error) {
        if ((error as { code?: unknown }).code !== STATEMENT_MISSING) throw error;
        statementsOf(pglite).delete(query.name);
        return execute<T>(pglite, query, values);
      }
    }),
  );
}

function statementsOf(pglite: PGlite): Map<string, PreparedStatement> {
  let statements = preparedByInstance.get(pglite);
  if (!statements) {
    statements = new Map();
    preparedByInstance.set(pglite, statements);
  }
  return statements;
}

async function execute<T>(pglite: PGlite, query: NamedQuery, values: unknown[]): Promise<T[]> {
  const statement = statementsOf(pglite).get(query.name) ?? (await prepare(pglite, query));
  if (statement.text !== query.text) throw new StatementNameReusedError(query.name);
  const bind = serialize.bind({ portal: '', statement: query.name, values: values.map((value, index) => toText(pglite, value, statement.paramTypes[index])) });
  const messages = (await pglite.execProtocolStream(Buffer.concat([bind, EXECUTE_AND_SYNC]), { syncToFs: true })) as BackendMessage[];
  const rows: T[] = [];
  for (const message of messages) {
    if (message.name === 'dataRow') rows.push(toRow<T>(pglite, statement.fields, message.fields as (string | null)[]));
  }
  return rows;
}

/** Parse + Describe once: the server keeps the statement (and, after a few runs, its generic plan) under its name. */
async function prepare(pglite: PGlite, query: NamedQuery): Promise<PreparedStatement> {
  const message = Buffer.concat([
    serialize.parse({ name: query.name, text: query.text, types: [] }),
    serialize.describe({ type: 'S', name: query.name }),
    serialize.sync(),
  ]);
  const messages = (await pglite.execProtocolStream(message, { syncToFs: false })) as BackendMessage[];
  const parameters = messages.find((reply) => reply.name === 'parameterDescription');
  const description = messages.find((reply) => reply.name === 'rowDescription');
  const statement: PreparedStatement = {
    text: query.text,
    paramTypes: parameters?.dataTypeIDs ?? [],
    fields: ((description?.fields ?? []) as { name: string; dataTypeID: number }[]).map(({ name, dataTypeID }) => ({ name, dataTypeID })),
  };
  statementsOf(pglite).set(query.name, statement);
  return statement;
}

/**
 * The instance already holds a statement of that name with another text. PostgreSQL's own driver refuses the same
 * (`Prepared statements must be unique`); without this check PGlite would run the first statement's SQL with the
 * second one's values. namedQuery() refuses such a pair where statements are declared; this is the second fence.
 */
export class StatementNameReusedError extends Error {
  constructor(name: string) {
    super(
      `PGlite: the prepared statement "${name}" was prepared with a different SQL text; two statements share that name (docs/decisions/0012-pglite-prepared-statements.md)`,
    );
    this.name = 'StatementNameReusedError';
  }
}

/** A value as the text PostgreSQL reads for its parameter type, with PGlite's own serializers (arrays, json, dates). */
function toText(pglite: PGlite, value: unknown, type: number | undefined): string | null {
  if (value === null || value === undefined) return null;
  const serializer = type === undefined ? undefined : pglite.serializers[type];
  return serializer ? serializer(value) : String(value);
}

function toRow<T>(pglite: PGlite, fields: PreparedStatement['fields'], cells: (string | null)[]): T {
  const row: Record<string, unknown> = {};
  for (let index = 0; index < fields.length; index += 1) {
    const field = fields[index] as PreparedStatement['fields'][number];
    const cell = cells[index] ?? null;
    const parser = pglite.parsers[field.dataTypeID];
    row[field.name] = cell === null || !parser ? cell : parser(cell, field.dataTypeID);
  }
  return row as T;
}
