/** The command line of `npm run backend`: its usage text and the parsing of its options into a LocalConfig. */
import { defaultConfig, type LocalConfig } from './config.ts';

export const BACKEND_USAGE = `Usage: npm run backend -- [options]

Serves hosted Supabase's APIs (/rest/v1, /auth/v1, /storage/v1, /functions/v1) on one port, over PGlite or
PostgreSQL, with supabase/migrations applied and supabase/functions served. See supabase/local/README.md.

Options:
  --port N              port to listen on (default 54321; 0 picks a free one)
  --host HOST           address to listen on (default 127.0.0.1)
  --data DIR|memory     PGlite data directory (default .data/db), or memory for a throwaway database
  --database-url URL    a PostgreSQL server instead of PGlite (default: $DATABASE_URL when set)
  --sql FILE            an SQL file applied after the migrations (repeatable)
  --no-mailbox          do not serve the local mailbox at /mailbox
  --no-db-aggregates    refuse PostgREST aggregate functions, as hosted Supabase does until they are enabled
  --require-current-password
                        a password change must give the current one, as production's Auth setting asks
  -h, --help            show this help
`;

/** A command line the backend cannot run with: the message says which option and what it needs. */
export class UsageError extends Error {}

export type BackendCommand = { help: true } | { help: false; options: Partial<LocalConfig> };

export function parseBackendArgs(argv: string[], env: Record<string, string | undefined> = process.env): BackendCommand {
  const options: Partial<LocalConfig> = { sqlFiles: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      return v;
    };
    if (arg === '--help' || arg === '-h') return { help: true };
    else if (arg === '--port') {
      const port = Number(value());
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port needs a port number from 0 to 65535, not ${argv[i]}`);
      options.port = port;
    } else if (arg === '--data') options.data = value();
    else if (arg === '--database-url') options.databaseUrl = value();
    else if (arg === '--sql') options.sqlFiles!.push(value());
    else if (arg === '--host') options.host = value();
    else if (arg === '--no-mailbox') options.mailbox = false;
    else if (arg === '--require-current-password') options.updatePasswordRequireCurrentPassword = true;
    else if (arg === '--no-db-aggregates') options.rest = { ...defaultConfig().rest, aggregates: false };
    else throw new UsageError(`unknown option ${arg}`);
  }
  if (!options.databaseUrl && env.DATABASE_URL) options.databaseUrl = env.DATABASE_URL;
  return { help: false, options };
}
