// The shape operator commands share: a command that lists rows as a table.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Db } from '../../server/db/connection';
import { type OpsContext, tableCommand, textAndWholeCommand } from '../../server/ops-command';

const run = async (rows: Array<{ id: number; name: string | null }>, args: string[] = [], empty?: string) => {
  const lines: string[] = [];
  // A table reads only the database (here, the rows given) and prints.
  const ctx = { db: {} as Db, out: (l: string) => void lines.push(l) } as unknown as OpsContext;
  const command = tableCommand({
    usage: 'things',
    help: 'list things',
    rows: async () => rows,
    header: ['id', 'name'],
    row: (r) => [r.id, r.name ?? '-'],
    empty,
    after: async (all) => [`${all.length} thing(s)`],
  });
  return { code: await command.run(ctx, args), lines };
};

test('a table command prints its header, a tab-separated line per row, then what comes after', async () => {
  assert.equal(
    await run([
      { id: 1, name: 'a' },
      { id: 2, name: null },
    ]),
    { code: 0, lines: ['id\tname', '1\ta', '2\t-', '2 thing(s)'] },
  );
  assert.equal(await run([]), { code: 0, lines: ['id\tname', '0 thing(s)'] }, 'no rows and no empty line: the header and the count');
});

test('with an empty line, a table of no rows prints only that', async () => {
  assert.equal(await run([], [], 'no things'), { code: 0, lines: ['no things'] });
  assert.equal((await run([{ id: 1, name: 'a' }], [], 'no things')).lines[0], 'id\tname');
});

test("a row may read the command's context: a path under the data folder", async () => {
  const lines: string[] = [];
  const ctx = { db: {} as Db, config: { dataDir: '/data' }, out: (l: string) => void lines.push(l) } as unknown as OpsContext;
  const command = tableCommand({
    usage: 'files',
    help: 'list files',
    rows: async () => [{ file: 'a.jpg' }],
    header: ['path'],
    row: (r, { config }) => [`${config.dataDir}/${r.file}`],
  });
  assert.is(await command.run(ctx, []), 0);
  assert.equal(lines, ['path', '/data/a.jpg']);
});

test('a table command takes no arguments: any is refused with exit code 1, nothing listed', async () => {
  assert.equal(await run([{ id: 1, name: 'a' }], ['--all']), { code: 1, lines: ['error: things takes no arguments'] });
});

test('a command of a text and a whole number hands both on; any other arguments are refused with its refusal, exit code 1', async () => {
  const lines: string[] = [];
  const ctx = { out: (l: string) => void lines.push(l) } as unknown as OpsContext;
  const command = textAndWholeCommand({
    usage: 'give <who> <amount>',
    help: 'give an amount',
    refusal: 'give needs a name and an amount',
    run: async ({ out }, who, amount) => {
      out(`${who} gets ${amount + 1}`);
      return 0;
    },
  });
  assert.is(await command.run(ctx, ['ana', '41']), 0);
  assert.equal(lines.splice(0), ['ana gets 42']);
  for (const args of [[], ['ana'], ['', '41'], ['ana', '0'], ['ana', '-1'], ['ana', '1.5'], ['ana', '1e3'], ['ana', '41', 'x']]) {
    assert.is(await command.run(ctx, args), 1, args.join(' '));
    assert.equal(lines.splice(0), ['error: give needs a name and an amount'], args.join(' '));
  }
});

test.run();
