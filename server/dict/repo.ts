// Reads of the certification dictionaries.
import type { Db } from '../db/connection';
import type { DictItem } from '../db/schema';

/** Every item of one dictionary, in display order (empty when the type is unknown). */
export function listDictItems(db: Db, dictType: string): Promise<DictItem[]> {
  return db.selectFrom('dict_item').selectAll().where('dict_type', '=', dictType).orderBy('sort').execute();
}

/** The keys of each named dictionary, for checking select fields. */
export async function dictKeySets(db: Db, dictTypes: readonly string[]): Promise<Map<string, Set<string>>> {
  const rows = await db
    .selectFrom('dict_item')
    .select(['dict_type', 'item_code'])
    .where('dict_type', 'in', [...dictTypes])
    .execute();
  const out = new Map<string, Set<string>>(dictTypes.map((t) => [t, new Set<string>()]));
  for (const r of rows) out.get(r.dict_type)!.add(r.item_code);
  return out;
}
