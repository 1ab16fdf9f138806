/**
 * Names of the prepared statements on every request's path (queryNamed, queryAsOwner). A name stands for one SQL text:
 * PostgreSQL keeps a connection's statements by name, and so does PGlite for its one session
 * (db/pglite-statement.ts, docs/decisions/0012-pglite-prepared-statements.md). Two statements sharing a name would
 * collide — on PGlite silently, running the first one's SQL with the second one's values — so every NamedQuery is
 * made here, which refuses a name already given to a different text, and the type only comes from here.
 */

declare const registered: unique symbol;

/** A hot query's fixed text and its name: parsed and planned once per connection, then only bound. */
export interface NamedQuery {
  readonly name: string;
  readonly text: string;
  /** Only namedQuery() makes one, so every statement run by name has been checked against the others. */
  readonly [registered]: true;
}

const textByName = new Map<string, string>();

/**
 * Declares a named statement. The same name with the same text returns an equal statement (a module loaded twice, or
 * a statement built on demand); the same name with another text throws.
 */
export function namedQuery({ name, text }: { name: string; text: string }): NamedQuery {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`namedQuery: "${name}" is not a valid statement name (lower case, digits, underscores)`);
  const known = textByName.get(name);
  if (known !== undefined && known !== text) {
    throw new Error(
      `namedQuery: the statement name "${name}" is already used for a different SQL text; give each statement its own name (docs/decisions/0012-pglite-prepared-statements.md)`,
    );
  }
  textByName.set(name, text);
  return Object.freeze({ name, text }) as NamedQuery;
}

/** Every statement declared so far in this process, by name (for tests). */
export function declaredNamedQueries(): ReadonlyMap<string, string> {
  return new Map(textByName);
}
