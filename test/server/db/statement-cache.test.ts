import SQLite from 'better-sqlite3';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { withStatementCache } from '../../../server/db/statement-cache';

test('the same SQL gets the same prepared statement back: Kysely no longer compiles every query anew', () => {
  const db = withStatementCache(new SQLite(':memory:'));
  assert.is(db.prepare('select 1 as one'), db.prepare('select 1 as one'));
  assert.is.not(db.prepare('select 1 as one'), db.prepare('select 2 as two'));
  db.close();
});

test('a kept statement follows a schema change under it (a migration)', () => {
  const raw = new SQLite(':memory:');
  const db = withStatementCache(raw);
  raw.exec('create table t (a integer); insert into t values (1)');
  assert.equal(db.prepare('select * from t').all([]), [{ a: 1 }]);
  raw.exec('alter table t add column b integer default 2');
  assert.equal(db.prepare('select * from t').all([]), [{ a: 1, b: 2 }]);
  db.close();
});

test('past its size it starts over rather than growing', () => {
  const db = withStatementCache(new SQLite(':memory:'), 2);
  const first = db.prepare('select 1');
  db.prepare('select 2');
  db.prepare('select 3');
  assert.is.not(db.prepare('select 1'), first);
  db.close();
});

test.run();
