/** npm run backend -- [options]: supabase/local on its own (options in cli-args.ts, or --help). */
import { BACKEND_USAGE, parseBackendArgs, UsageError, type BackendCommand } from './cli-args.ts';

let command: BackendCommand;
try {
  command = parseBackendArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`npm run backend: ${error.message}\n\n${BACKEND_USAGE}`);
  process.exit(2);
}
if (command.help) {
  console.log(BACKEND_USAGE);
  process.exit(0);
}

// Loaded only now, so --help and a mistyped option answer at once.
const { startLocalSupabase } = await import('./server.ts');
const local = await startLocalSupabase(command.options);
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
