/**
 * npm start: the API on PGlite with data in .data/, the sample content when the database is empty,
 * the site and the admin built against that API and served like a static host would. Narration of the sample
 * devotionals that lack it runs in the background once the site is up (today's first); the pages are rebuilt
 * with their players batch by batch.
 * Ctrl-C stops everything; the data stays for the next start.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, startLocalStack } from './local-stack.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// .env fills in what the environment does not set (see .env.example).
if (existsSync(path.join(ROOT, '.env'))) process.loadEnvFile(path.join(ROOT, '.env'));

function portFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return port;
}

const dataDir = path.resolve(ROOT, process.env.DATA_DIR || '.data');
const adminEmail = process.env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL;
const adminPassword = process.env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD;

let stack: Awaited<ReturnType<typeof startLocalStack>> | undefined;
let stopping = false;
const stop = async () => {
  if (stopping || !stack) process.exit(130); // a second Ctrl-C, or one during start-up, does not wait
  stopping = true;
  console.log('\nStopping...');
  await stack.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  stack = await startLocalStack({
    port: portFrom('PORT', 4321),
    supabasePort: portFrom('SUPABASE_PORT', 54321),
    data: path.join(dataDir, 'db'),
    databaseUrl: process.env.DATABASE_URL || undefined,
    outDir: path.join(ROOT, 'dist'),
    adminEmail,
    adminPassword,
    // The site is served as soon as the content is in; the sample devotionals are narrated after that.
    narrateInBackground: true,
  });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') {
    console.error(`A port is already in use (${(error as Error).message}). Stop the other server or set PORT / SUPABASE_PORT.`);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
}

console.log(`
Reformed Devotionals is running.

  Site:         ${stack.siteUrl}/
  Admin:        ${stack.adminUrl}
  API:          ${stack.apiUrl}
  Public keys:  ${stack.anonKey} (anon)
                ${stack.local.keys.publishableKey} (publishable)
  Server keys:  ${stack.serviceRoleKey} (service_role)
                ${stack.local.keys.secretKey} (secret; never in a browser)
  Admin login:  ${adminEmail} / ${adminPassword}${stack.seeded ? '' : '   (as seeded when the data folder was created)'}
  Doctor:       npm run doctor -- --local   (Management API at ${stack.apiUrl}/v1, access token ${stack.local.managementToken})
  Data:         ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : path.relative(ROOT, dataDir) + '/'}
${stack.narration ? '\n  Sample devotionals without narration are narrated in the background (lines below); the site is usable now.\n' : ''}
Press Ctrl-C to stop.`);
