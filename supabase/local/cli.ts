/** npm run backend -- [--port N] [--data DIR|memory] [--database-url URL] [--sql FILE]... [--no-mailbox] [--no-db-aggregates] */
import { startLocalSupabase } from './server.ts';
import { defaultConfig, type LocalConfig } from './config.ts';

export function parseBackendArgs(argv: string[]): Partial<LocalConfig> {
  const options: Partial<LocalConfig> = { sqlFiles: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === '--port') options.port = Number(value());
    else if (arg === '--data') options.data = value();
    else if (arg === '--database-url') options.databaseUrl = value();
    else if (arg === '--sql') options.sqlFiles!.push(value());
    else if (arg === '--host') options.host = value();
    else if (arg === '--no-mailbox') options.mailbox = false;
    else if (arg === '--no-db-aggregates') options.rest = { ...defaultConfig().rest, aggregates: false };
    else throw new Error(`unknown option ${arg}`);
  }
  if (!options.databaseUrl && process.env.DATABASE_URL) options.databaseUrl = process.env.DATABASE_URL;
  return options;
}

const local = await startLocalSupabase(parseBackendArgs(process.argv.slice(2)));
console.log(`supabase/local listening on ${local.url}`);
console.log(`  database: ${local.services.config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${local.services.config.data})`}`);
console.log(`  anon key: ${local.keys.anonKey}`);
console.log(`  service_role key: ${local.keys.serviceRoleKey}`);
console.log(`  publishable key: ${local.keys.publishableKey}`);
console.log(`  secret key: ${local.keys.secretKey}`);
console.log(`  Management API (npm run doctor): ${local.url}/v1, access token ${local.managementToken} (this machine only)`);
if (local.services.config.mailbox) console.log(`  mailbox: ${local.url}/mailbox (this machine only)`);
const stop = async () => {
  await local.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
