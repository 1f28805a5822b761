// `ops init`: the one command allowed to create the database (server/ops.ts opens it for it).
import type { OpsCommand } from '../ops-command';

/** `ops init`: creates the database when missing and applies the migrations (opening it did both). */
export const initCommand: OpsCommand = {
  usage: 'init',
  help: 'create the database at DATA_DIR (or DATABASE_URL) when missing; every other command refuses a missing one',
  async run({ config, out }) {
    out(`database ready: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `${config.dataDir}/app.db`}`);
    return 0;
  },
};
