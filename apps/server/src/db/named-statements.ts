import pg from 'pg';

/** A statement is named once it has run this often in the process: one-off texts (an import's batches) never are. */
export const NAME_AFTER_RUNS = 3;
/** At most this many names per process; each connection parses each named statement it runs once. */
export const MAX_NAMES = 500;
/** Counting stops being worth its memory past this many distinct texts; the counts start again. */
const MAX_COUNTED = 10_000;
/** PostgreSQL's answer when a table changed under a parsed statement (a migration by a newer process). */
const PLAN_INVALIDATED = '0A000';

/**
 * Which statement texts run as named (prepared) statements. node-postgres sends every statement unnamed, so
 * PostgreSQL parses and plans it on every run; a named one is parsed once per connection and its plan may be
 * reused. The hot reads are a handful of fixed texts, so this is most of their cost in the database (issue 8:
 * exam info read 2,700 → 3,850 req/s, docs/benchmarks.md).
 */
export class StatementNames {
  private readonly runs = new Map<string, number>();
  private readonly names = new Map<string, string>();
  private readonly retired = new Set<string>();
  private next = 0;

  /** The name to run `text` under, or undefined to run it unnamed. */
  nameFor(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined || this.retired.has(text) || this.names.size >= MAX_NAMES) return known;
    const runs = (this.runs.get(text) ?? 0) + 1;
    if (runs < NAME_AFTER_RUNS) {
      if (this.runs.size >= MAX_COUNTED) this.runs.clear();
      this.runs.set(text, runs);
      return undefined;
    }
    this.runs.delete(text);
    const name = `iexam_${(this.next++).toString(36)}`;
    this.names.set(text, name);
    return name;
  }

  /**
   * The statement's tables changed shape: its name stays parsed on the connections that ran it, so the text runs
   * unnamed from now on in this process (the request that met the change fails once, like any statement racing a
   * migration).
   */
  retire(text: string) {
    this.names.delete(text);
    this.retired.add(text);
  }

  get size() {
    return this.names.size;
  }
}

interface QueryConfigLike {
  text: string;
  name?: string | undefined;
}

/** The text of a statement that may run named: a plain text or a config without a name of its own. */
function namableText(config: unknown): string | undefined {
  if (typeof config === 'string') return config;
  if (typeof config !== 'object' || config === null) return undefined;
  const { text, name, submit } = config as QueryConfigLike & { submit?: unknown };
  // A submittable (a cursor, a stream) runs its own protocol.
  return typeof text === 'string' && !name && typeof submit !== 'function' ? text : undefined;
}

type QueryArgs = [config: unknown, values?: unknown, callback?: unknown];

/** A pg.Client that runs the statements `names` picks as named ones; pass it to pg.Pool as `Client`. */
export function namingClient(names: StatementNames): typeof pg.Client {
  class NamingClient extends pg.Client {}
  NamingClient.prototype.query = function (this: pg.Client, ...args: QueryArgs) {
    // Looked up on each call, so whatever wraps pg.Client's own query (a test counting statements) still sees these.
    const query = pg.Client.prototype.query as (this: pg.Client, ...args: QueryArgs) => unknown;
    const [config, values, callback] = args;
    const text = namableText(config);
    const name = text === undefined ? undefined : names.nameFor(text);
    if (text === undefined || name === undefined) return query.apply(this, args);
    const retireOn = (error: unknown) => {
      if ((error as { code?: unknown } | null)?.code === PLAN_INVALIDATED) names.retire(text);
    };
    const named = typeof config === 'string' ? { text, name } : { ...(config as object), name };
    const done = typeof values === 'function' ? values : callback;
    if (typeof done === 'function') {
      const reply = (error: unknown, result: unknown) => {
        if (error) retireOn(error);
        (done as (error: unknown, result: unknown) => void)(error, result);
      };
      return typeof values === 'function'
        ? query.call(this, named, reply)
        : query.call(this, named, values, reply);
    }
    return (query.call(this, named, values) as Promise<unknown>).catch((error: unknown) => {
      retireOn(error);
      throw error;
    });
  } as typeof pg.Client.prototype.query;
  return NamingClient;
}
