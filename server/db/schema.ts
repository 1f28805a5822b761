// Row types of every table, as the migrations create them. Times are epoch milliseconds.
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Key/value settings: service contacts, the development clock offset. */
export interface SettingTable {
  key: string;
  value: string;
}

/** One entry of a certification dictionary, with its label in each interface language. */
export interface DictItemTable {
  id: Generated<number>;
  dict_type: string;
  item_code: string;
  sort: number;
  label_en: string;
  label_es: string;
  label_id: string;
  label_vi: string;
  label_th: string;
  label_fil: string;
}

/** A tracking upload (`POST /api/metric/info/save`). */
export interface MetricInfoTable {
  id: Generated<number>;
  user_id: number | null;
  device_id: string | null;
  app_id: string | null;
  data_type: string | null;
  upload_type: number | null;
  value: string;
  created_at: number;
}

/** A tracking event (`POST /api/metric/event/1/:type`). */
export interface MetricEventTable {
  id: Generated<number>;
  user_id: number | null;
  device_id: string | null;
  event_type: string;
  body: string;
  created_at: number;
}

/** The whole database as Kysely sees it. */
export interface Database {
  setting: SettingTable;
  dict_item: DictItemTable;
  metric_info: MetricInfoTable;
  metric_event: MetricEventTable;
}

/** A dictionary row as read. */
export type DictItem = Selectable<DictItemTable>;
/** A dictionary row to insert. */
export type NewDictItem = Insertable<DictItemTable>;
/** A tracking upload to insert. */
export type NewMetricInfo = Insertable<MetricInfoTable>;
/** A tracking event to insert. */
export type NewMetricEvent = Insertable<MetricEventTable>;
/** A setting change. */
export type SettingUpdate = Updateable<SettingTable>;
