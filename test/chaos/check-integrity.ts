// The database's own word after the kills. SQLite: `PRAGMA integrity_check` and
// `PRAGMA foreign_key_check`. PostgreSQL: no orphan row by any foreign key of the schema, and,
// when the contrib module is there, amcheck's verification of every B-tree index.
import type { Check } from './check-borrow';
import type { CheckDb } from './db';

/** The integrity checks of either database. */
export async function checkIntegrity(db: CheckDb): Promise<Check[]> {
  if (db.kind === 'sqlite') {
    const integrity = await db.rows<{ integrity_check: string }>('pragma integrity_check');
    const keys = await db.rows<{ table: string; rowid: number; parent: string }>('pragma foreign_key_check');
    return [
      { name: 'PRAGMA integrity_check = ok', failures: integrity.map((r) => r.integrity_check).filter((r) => r !== 'ok') },
      { name: 'PRAGMA foreign_key_check finds no orphan row', failures: keys.map((r) => `${r.table} row ${r.rowid} -> ${r.parent}`) },
    ];
  }
  const fks = await db.rows<{ child: string; col: string; parent: string; pcol: string }>(`
    select c.conrelid::regclass::text as child, a.attname as col, c.confrelid::regclass::text as parent, pa.attname as pcol
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
    where c.contype = 'f' and array_length(c.conkey, 1) = 1`);
  const orphans: string[] = [];
  for (const fk of fks) {
    const [r] = await db.rows<{ n: number }>(
      `select count(*) as n from ${fk.child} x where x.${fk.col} is not null and not exists (select 1 from ${fk.parent} p where p.${fk.pcol} = x.${fk.col})`,
    );
    if (r.n > 0) orphans.push(`${r.n} row(s) of ${fk.child}.${fk.col} name no ${fk.parent}`);
  }
  const checks: Check[] = [{ name: `no orphan row by the schema's ${fks.length} foreign keys`, failures: orphans }];
  const amcheck = await db.rows("select 1 from pg_available_extensions where name = 'amcheck'");
  if (amcheck.length) {
    await db.rows('create extension if not exists amcheck');
    const indexes = await db.rows<{ name: string }>(`
      select i.indexrelid::regclass::text as name from pg_index i join pg_class c on c.oid = i.indexrelid
      join pg_am am on am.oid = c.relam join pg_namespace n on n.oid = c.relnamespace
      where am.amname = 'btree' and n.nspname = 'public'`);
    const bad: string[] = [];
    for (const ix of indexes) {
      try {
        await db.rows(`select bt_index_check('${ix.name}'::regclass, true)`);
      } catch (e) {
        bad.push(`${ix.name}: ${(e as Error).message}`);
      }
    }
    checks.push({ name: `amcheck: ${indexes.length} B-tree indexes agree with their tables`, failures: bad });
  }
  return checks;
}
