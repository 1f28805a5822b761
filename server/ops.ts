// `npm run ops -- <command>`: the operator CLI, on the database the server uses (same variables).
import { runOps, usage } from './ops/run';
import { ConfigError, readConfig } from './config';
import { NoDatabaseError } from './db/connection';
import { openServices } from './services';

async function main(argv: string[]): Promise<number> {
  if (!argv.length) {
    process.stdout.write(usage() + '\n');
    return 0;
  }
  const config = readConfig(process.env, { staticDir: '.' });
  // Only `init` may create the database: any other command on a missing one is a wrong DATA_DIR.
  const { db, clock } = await openServices(config, { mustExist: argv[0] !== 'init' });
  try {
    return await runOps({ config, db, clock, out: (line) => process.stdout.write(line + '\n') }, argv);
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e) => {
    const known = e instanceof ConfigError || e instanceof NoDatabaseError;
    process.stderr.write((known ? `error: ${e.message}` : `ops failed: ${e?.message ?? e}`) + '\n');
    process.exit(1);
  },
);
