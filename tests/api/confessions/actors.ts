/** The callers every admin-only confession write is tried with: anon, a plain user, a blocked admin, an admin. */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestBackend } from '../harness.ts';

export interface ConfessionActors {
  anon: SupabaseClient;
  user: SupabaseClient;
  blockedAdmin: SupabaseClient;
  admin: SupabaseClient;
}

async function makeAdmin(backend: TestBackend, name: string, blocked: boolean): Promise<SupabaseClient> {
  // At aal2 (newAdmin enrols a second factor), so a refusal of the blocked admin is the block's doing.
  const { client, id } = await backend.newAdmin(name);
  const service = backend.service();
  if (blocked) {
    const block = await service.from('profiles').update({ is_blocked: true }).eq('id', id);
    if (block.error) throw new Error(`blocking ${name} failed: ${block.error.message}`);
  }
  return client;
}

export async function confessionActors(backend: TestBackend): Promise<ConfessionActors> {
  return {
    anon: backend.anon(),
    user: (await backend.newUser('reader')).client,
    blockedAdmin: await makeAdmin(backend, 'blocked-admin', true),
    admin: await makeAdmin(backend, 'admin', false),
  };
}

export const REFUSED = ['anon', 'user', 'blockedAdmin'] as const;
