import { createReadStream, createWriteStream, readdirSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/**
 * A backup is a data-only SQL script in pg_dump's plain format: one `COPY … FROM stdin` block per table, parents
 * before children, then the identity sequences moved past the highest id. It is read by `npm run db:restore` and,
 * being plain SQL, by `psql -f` into any database the server has migrated (docs/operations.md).
 */
const HEADER = '-- iexam backup';
/** The last line: a file without it was cut short (a full disk, a copy interrupted). */
const TRAILER = '-- end of iexam backup';
/** Counters that only restart their windows when lost (decisions/0032) are not worth keeping. */
const SKIPPED_TABLES = new Set(['rate_counters']);

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
function migrationCount(): number {
  return readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')).length;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The public tables, each after every table it references. */
async function tablesInLoadOrder(client: pg.ClientBase): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
     join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const ordered: string[] = [];
  const pending = new Set(tables.map((table) => table.name).filter((name) => !SKIPPED_TABLES.has(name)));
  while (pending.size > 0) {
    const ready = [...pending].filter((table) =>
      references.every((ref) => ref.child !== table || !pending.has(ref.parent)),
    );
    if (ready.length === 0) throw new Error(`foreign keys form a cycle among ${[...pending].join(', ')}`);
    for (const table of ready) {
      ordered.push(table);
      pending.delete(table);
    }
  }
  return ordered;
}

async function columnsOf(client: pg.ClientBase, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select attname as name from pg_attribute
     where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [quote(table)],
  );
  return rows.map((row) => row.name);
}

function write(out: Writable, text: string | Buffer): Promise<void> {
  return new Promise((resolve, reject) => out.write(text, (error) => (error ? reject(error) : resolve())));
}

export interface BackupSummary {
  tables: number;
  rows: number;
}

/** Writes every table of url's database to file, from one snapshot (the server may keep serving meanwhile). */
export async function backupDatabase(url: string, file: string, progress: (line: string) => void) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const out = createWriteStream(file);
  let rows = 0;
  try {
    await client.query('begin isolation level repeatable read read only');
    const tables = await tablesInLoadOrder(client);
    await write(out, `${HEADER} of ${new Date().toISOString()}, migrations: ${migrationCount()}\n`);
    await write(out, "set client_encoding = 'UTF8';\nbegin;\n");
    for (const table of tables) {
      const columns = (await columnsOf(client, table)).map(quote).join(', ');
      await write(out, `\ncopy public.${quote(table)} (${columns}) from stdin;\n`);
      const source = client.query(copyTo(`copy public.${quote(table)} (${columns}) to stdout`));
      for await (const chunk of source) await write(out, chunk as Buffer);
      await write(out, '\\.\n');
      const { rowCount } = source as unknown as { rowCount: number };
      rows += rowCount;
      progress(`  ${table}: ${rowCount} rows`);
    }
    const { rows: sequences } = await client.query<{ table: string; column: string }>(
      `select table_name as table, column_name as column from information_schema.columns
       where table_schema = 'public' and (is_identity = 'YES' or column_default like 'nextval(%')`,
    );
    await write(out, '\n');
    for (const { table, column } of sequences) {
      if (SKIPPED_TABLES.has(table)) continue;
      await write(
        out,
        `select setval(pg_get_serial_sequence('public.${quote(table)}', '${column}'), coalesce((select max(${quote(column)}) from public.${quote(table)}), 0) + 1, false);\n`,
      );
    }
    await write(out, `commit;\n${TRAILER}\n`);
    await client.query('commit');
    return { tables: tables.length, rows } satisfies BackupSummary;
  } finally {
    await new Promise<void>((resolve) => out.end(resolve));
    await client.end();
  }
}

export class RestoreError extends Error {}

function finishedCopy(sink: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    sink.once('finish', resolve);
    sink.once('error', reject);
    sink.once('close', resolve);
  });
}

/**
 * Loads a backup into url's database, which must be migrated and hold no school yet: all of it in one transaction,
 * so a bad file leaves the database as it was.
 */
export async function restoreDatabase(url: string, file: string, progress: (line: string) => void) {
  const lines = createInterface({
    input: createReadStream(file, 'utf8'),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  const iterator = lines[Symbol.asyncIterator]();
  const first = (await iterator.next()).value as string | undefined;
  const made = first?.match(/^-- iexam backup of (\S+), migrations: (\d+)$/);
  if (!made)
    throw new RestoreError(`${file} is not an iexam backup (its first line is not "${HEADER} of …")`);
  if (Number(made[2]) > migrationCount()) {
    throw new RestoreError(
      `${file} was made by a newer version (${made[2]} migrations, this one has ${migrationCount()}): restore it with that version`,
    );
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let rows = 0;
  try {
    const { rows: schools } = await client.query<{ n: number }>('select count(*)::int as n from schools');
    if ((schools[0]?.n ?? 0) > 0) {
      throw new RestoreError(
        'the database already holds schools: restore into a new DATA_DIR (or a new, empty database)',
      );
    }
    await client.query('begin');
    let statement = '';
    let isComplete = false;
    for (;;) {
      const next = await iterator.next();
      if (next.done) break;
      const line = next.value;
      if (line === TRAILER) {
        isComplete = true;
        break;
      }
      const copy = line.match(/^copy (public\.\S+) \((.*)\) from stdin;$/);
      if (copy) {
        const sink = client.query(copyFrom(`copy ${copy[1]} (${copy[2]}) from stdin`));
        const finished = finishedCopy(sink);
        try {
          for (;;) {
            const data = await iterator.next();
            if (data.done) throw new RestoreError(`${file} ends inside the data of ${copy[1]}`);
            if (data.value === '\\.') break;
            if (!sink.write(`${data.value}\n`)) await new Promise((resolve) => sink.once('drain', resolve));
          }
          sink.end();
          await finished;
        } catch (error) {
          // Ends the COPY with a failure, so the connection can roll back.
          sink.destroy(error as Error);
          await finished.catch(() => undefined);
          throw error;
        }
        const { rowCount } = sink as unknown as { rowCount: number };
        rows += rowCount;
        progress(`  ${copy[1]}: ${rowCount} rows`);
        continue;
      }
      // The script's own transaction is this function's: its begin and commit are left out.
      if (/^(begin|commit);$/.test(line) || line.startsWith('--') || line.trim() === '') continue;
      statement += `${line}\n`;
      if (line.endsWith(';')) {
        await client.query(statement);
        statement = '';
      }
    }
    if (!isComplete) throw new RestoreError(`${file} was cut short (its last line is not "${TRAILER}")`);
    await client.query('commit');
    return { madeAt: made[1] as string, rows };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
