// Reads of the certification dictionaries.
import type { Db } from '../db/connection';
import type { DictItem } from '../db/schema';

/** Every item of one dictionary, in display order (empty when the type is unknown). */
export function listDictItems(db: Db, dictType: string): Promise<DictItem[]> {
  return db.selectFrom('dict_item').selectAll().where('dict_type', '=', dictType).orderBy('sort').execute();
}
