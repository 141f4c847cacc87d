import { readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One owner per table (issue 13 item 2): the "Table owners" table of docs/architecture.md names the
 * unit whose functions write each table; this test reads it and scans the server's source (tests
 * and migrations excepted) for Kysely writes (`insertInto`, `updateTable`, `deleteFrom`) and SQL
 * writes (`insert into`, `update`, `delete from`) of each table.
 */
const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const architecture = readFileSync(resolve(src, '../../../docs/architecture.md'), 'utf8');

/** table -> owning unit ('modules/users', 'dealer', ...), from the documented table. */
function documentedOwners(): Map<string, string> {
  const section = architecture.slice(architecture.indexOf('#### Table owners'));
  const owners = new Map<string, string>();
  for (const [, table, owner] of section.matchAll(/^\| ([a-z_]+) +\| ([a-z/]+) +\|/gm))
    owners.set(table!, owner!);
  return owners;
}

/** The server's source files, relative to src, without tests, test kits and migrations. */
function sourceFiles(dir = src): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = resolve(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'migrations' || entry.name === 'test' ? [] : sourceFiles(path);
    const code =
      entry.name.endsWith('.ts') && !/\.(test|pg-test|test-helper)\.ts$|test-kit\.ts$/.test(entry.name);
    return code ? [relative(src, path)] : [];
  });
}

/** The unit a source file belongs to: `modules/<name>` or its top folder (`dealer`, `feed`, ...). */
const unitOf = (file: string) => {
  const parts = file.split('/');
  return parts[0] === 'modules' ? `modules/${parts[1]}` : parts.length > 1 ? parts[0]! : file;
};

/** The tables `code` writes, comments removed. */
function writtenTables(code: string, tables: Set<string>): string[] {
  const bare = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
  const found = [
    ...bare.matchAll(/\.(?:insertInto|updateTable|deleteFrom)\(\s*'([a-z_]+)'/g),
    ...bare.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+([a-z_]+)\b/gi),
  ].map((m) => m[1]!);
  return [...new Set(found.filter((t) => tables.has(t)))];
}

describe('table owners', () => {
  const owners = documentedOwners();
  const tables = new Set(owners.keys());

  it('documents an owner for every table the migrations create', () => {
    const migrations = readdirSync(resolve(src, 'db/migrations'))
      .map((f) => readFileSync(resolve(src, 'db/migrations', f), 'utf8'))
      .join('\n');
    const created = [...migrations.matchAll(/createTable\('([a-z_]+)'\)/g)].map((m) => m[1]!);
    expect(created.length).toBeGreaterThan(10);
    expect(created.filter((t) => !owners.has(t))).toEqual([]);
  });

  it('finds the writes it looks for (a check of the scanner itself)', () => {
    const code =
      "db.insertInto('bets'); sql`update users set x = 1`; // update sessions\nsql`for update of u`";
    expect(writtenTables(code, tables).sort()).toEqual(['bets', 'users']);
  });

  it('has each table written only by its owner', () => {
    const strays: string[] = [];
    for (const file of sourceFiles()) {
      const code = readFileSync(resolve(src, file), 'utf8');
      for (const table of writtenTables(code, tables))
        if (owners.get(table) !== unitOf(file))
          strays.push(`${file} writes ${table} (owner ${owners.get(table)})`);
    }
    expect(strays).toEqual([]);
  });
});
