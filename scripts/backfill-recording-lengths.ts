/**
 * npx tsx scripts/backfill-recording-lengths.ts
 *
 * Stores the length of every narration recorded before lengths were stored (scripts/recording-lengths/backfill.ts),
 * in the Supabase project at SUPABASE_URL (default http://127.0.0.1:54321, the local backend), with
 * SUPABASE_SECRET_KEY or SUPABASE_SERVICE_ROLE_KEY (default: the key supabase/local derives from JWT_SECRET or its
 * default secret). Each file is downloaded once, here, so that no build ever has to; running it again reads only
 * what is still missing. The podcast feed lists an episode only once its length is stored.
 */
import { pathToFileURL } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { serviceKeyFromEnv } from '@lib/api-keys/service-key.ts';
import { DEFAULT_JWT_SECRET } from '../supabase/local/config.ts';
import { deriveApiKeys } from '../supabase/local/keys.ts';
import { backfillRecordingLengths } from './recording-lengths/backfill.ts';

const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';

async function main(): Promise<number> {
  const url = process.env.SUPABASE_URL || LOCAL_SUPABASE_URL;
  const key = serviceKeyFromEnv(process.env)?.key || (await deriveApiKeys(process.env.JWT_SECRET || DEFAULT_JWT_SECRET)).serviceRoleKey;
  const service = createClient<Database>(url, key, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
  const { recorded, failed } = await backfillRecordingLengths(service);
  console.log(`Stored the length of ${recorded.length} recording(s).`);
  for (const { url: file, reason } of failed) console.error(`Could not read ${file}: ${reason}`);
  return failed.length ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
