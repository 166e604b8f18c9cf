/**
 * The reading pages' light client (site/data/client/reader-client.ts, reader-session.ts) and supabase-js share one session:
 * the same stored value under the same key. Each side reads what the other wrote, a refresh by one is the session of
 * both, a sign-out by the light client ends it on the server and for supabase-js, and row-level security answers the
 * light client's requests as it answers supabase-js's.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionStorageKey } from '@lib/account/shared-session.ts';
import { createReaderClient } from '../../../site/data/client/reader-client.ts';
import type { SessionEvent } from '../../../site/lib/reader-session.ts';
import { startTestBackend, TEST_PASSWORD, type TestBackend } from '../harness.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

/** One browser's localStorage, shared by the clients of a test as the console's and the site's share it. */
function browserStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** supabase-js as the console and /settings create it: the shared key, the given storage. */
function fullClient(storage: ReturnType<typeof browserStorage>): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
    auth: { storage, storageKey: sessionStorageKey(backend.url), persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

async function signedInBrowser(name: string) {
  const account = await backend.newUser(name);
  const storage = browserStorage();
  const full = fullClient(storage);
  const { error } = await full.auth.signInWithPassword({ email: account.email, password: TEST_PASSWORD });
  if (error) throw error;
  const light = createReaderClient({ url: backend.url, anonKey: backend.anonKey, storageKey: sessionStorageKey(backend.url), storage });
  return { account, storage, full, light, key: sessionStorageKey(backend.url) };
}

/** Makes the stored access token expire in `seconds` (negative: expired), as time passing would. */
function ageStoredSession(storage: ReturnType<typeof browserStorage>, key: string, seconds: number, changes: Record<string, unknown> = {}) {
  const session = JSON.parse(storage.getItem(key)!);
  storage.setItem(key, JSON.stringify({ ...session, ...changes, expires_at: Math.floor(Date.now() / 1000) + seconds }));
}

describe("the reading pages' client and supabase-js share one session", () => {
  it('reads the session supabase-js stored, and reads and writes the reader’s own rows with it', async () => {
    const { account, full, light } = await signedInBrowser('lydia');
    const { data } = await light.auth.getSession();
    expect(data.session?.user.id).toBe(account.id);
    expect(data.session?.access_token).toBe((await full.auth.getSession()).data.session?.access_token);

    const saved = await light.from('user_preferences').upsert({ user_id: account.id, bible_translation: 'bsb' }, { onConflict: 'user_id' });
    expect(saved.error).toBeNull();
    const read = await full.from('user_preferences').select('bible_translation').eq('user_id', account.id).single();
    expect(read.data?.bible_translation).toBe('bsb');
  });

  it('answers reads, counts, one-row reads, writes and refusals as supabase-js answers them', async () => {
    const { account, full, light } = await signedInBrowser('dorcas');
    const added = await light.from('reader_bibles').insert({ user_id: account.id, language: 'nl', translation: 'sv' }).select('language, translation').single();
    expect(added).toMatchObject({ data: { language: 'nl', translation: 'sv' }, error: null, status: 201 });
    await full.from('reader_bibles').insert({ user_id: account.id, language: 'es', translation: 'bsb' });

    const answers = async (client: typeof full) => {
      const count = await client.from('reader_bibles').select('language', { count: 'exact', head: true }).eq('user_id', account.id);
      const one = await client.from('reader_bibles').select('translation').eq('language', 'nl').maybeSingle();
      const none = await client.from('reader_bibles').select('translation').eq('language', 'pt').maybeSingle();
      const several = await client.from('reader_bibles').select('translation').eq('user_id', account.id).maybeSingle();
      const listed = await client.from('reader_bibles').select('language').in('language', ['nl', 'es', 'pt']).order('language', { ascending: false });
      const duplicate = await client.from('reader_bibles').insert({ user_id: account.id, language: 'nl', translation: 'kjv' });
      return {
        count: [count.count, count.data, count.error],
        one: [one.data, one.error],
        none: [none.data, none.error],
        several: [several.data, several.error?.code],
        listed: [listed.data, listed.error],
        duplicate: [duplicate.data, duplicate.error?.code, duplicate.status],
      };
    };
    const lightAnswers = await answers(light as unknown as typeof full);
    expect(lightAnswers).toEqual(await answers(full));
    expect(lightAnswers).toMatchObject({
      count: [2, null, null],
      one: [{ translation: 'sv' }, null],
      none: [null, null],
      several: [null, 'PGRST116'],
      listed: [[{ language: 'nl' }, { language: 'es' }], null],
      duplicate: [null, '23505', 409],
    });

    const removed = await light.from('reader_bibles').delete().eq('user_id', account.id).eq('language', 'es').select('language');
    expect(removed.data).toEqual([{ language: 'es' }]);
  });

  it("calls the reader's RPCs and Edge Functions as supabase-js does: the answer, or the function's refusal with its Response", async () => {
    const { full, light } = await signedInBrowser('rhoda');
    const [lightAnswer, fullAnswer] = await Promise.all([light.rpc('my_newsletter_frequency'), full.rpc('my_newsletter_frequency')]);
    expect(lightAnswer.error).toBeNull();
    expect(lightAnswer.data).toEqual(fullAnswer.data);
    // A reader may not create an avatar from nowhere: the function refuses with its own sentence in the body.
    const refused = await light.functions.invoke('avatar-from-url', { body: { url: 'not a url' } });
    const fullRefused = await full.functions.invoke('avatar-from-url', { body: { url: 'not a url' } });
    expect(refused.data).toBeNull();
    const context = refused.error?.context as Response;
    const fullContext = (fullRefused.error as { context: Response }).context;
    expect(context.status).toBe(fullContext.status);
    expect(await context.json()).toEqual(await fullContext.json());
  });

  it("is refused another reader's rows by row-level security", async () => {
    const { account: owner, light: ownerClient } = await signedInBrowser('priscilla');
    await ownerClient.from('user_preferences').upsert({ user_id: owner.id, bible_translation: 'bsb' }, { onConflict: 'user_id' });
    const { light } = await signedInBrowser('aquila');
    const { data } = await light.from('user_preferences').select('user_id').eq('user_id', owner.id);
    expect(data).toEqual([]);
    const write = await light.from('user_preferences').upsert({ user_id: owner.id, bible_translation: 'kjv' }, { onConflict: 'user_id' });
    expect(write.error).not.toBeNull();
  });

  it('refreshes a session about to expire, stores it as supabase-js does, and supabase-js carries on with it', async () => {
    const { account, storage, key, light } = await signedInBrowser('phoebe');
    const before = JSON.parse(storage.getItem(key)!);
    ageStoredSession(storage, key, 30);
    const events: SessionEvent[] = [];
    light.auth.onAuthStateChange((event) => events.push(event));
    const { data } = await light.auth.getSession();
    expect(data.session?.refresh_token).not.toBe(before.refresh_token);
    expect(JSON.parse(storage.getItem(key)!)).toMatchObject({ refresh_token: data.session?.refresh_token, user: { id: account.id } });
    expect(events).toContain('TOKEN_REFRESHED');

    // A new page with the whole client (the console, /settings) finds the refreshed session and it works.
    const later = fullClient(storage);
    const { data: user, error } = await later.auth.getUser();
    expect(error).toBeNull();
    expect(user.user?.id).toBe(account.id);
    expect((await later.auth.getSession()).data.session?.refresh_token).toBe(data.session?.refresh_token);
  });

  it('signs out everywhere: the stored session goes and its refresh token no longer works', async () => {
    const { storage, key, light } = await signedInBrowser('tabitha');
    const refreshToken = JSON.parse(storage.getItem(key)!).refresh_token;
    const events: SessionEvent[] = [];
    light.auth.onAuthStateChange((event) => events.push(event));
    expect((await light.auth.signOut()).error).toBeNull();
    expect(storage.getItem(key)).toBeNull();
    expect(events).toContain('SIGNED_OUT');
    expect((await fullClient(storage).auth.getSession()).data.session).toBeNull();
    const res = await fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    expect(res.status).toBe(400);
  });

  for (const [failure, send] of [
    ['unreachable', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['answering 503', () => Promise.resolve(new Response('Service Unavailable', { status: 503 }))],
  ] as const) {
    it(`signs out on this device with /logout ${failure}, and says the server was not told`, async () => {
      const { storage, key } = await signedInBrowser('eunice');
      const offline = createReaderClient({ url: backend.url, anonKey: backend.anonKey, storageKey: key, storage, fetch: send });
      const events: SessionEvent[] = [];
      offline.auth.onAuthStateChange((event) => events.push(event));
      const { error } = await offline.auth.signOut();
      expect(error).toBeInstanceOf(Error);
      expect(storage.getItem(key)).toBeNull();
      expect(events).toContain('SIGNED_OUT');
      expect((await fullClient(storage).auth.getSession()).data.session).toBeNull();
    });
  }

  it('ends an expired session whose refresh token is refused, as supabase-js does', async () => {
    const { storage, key, light } = await signedInBrowser('dorcas');
    ageStoredSession(storage, key, -60, { refresh_token: 'not-a-token' });
    const events: SessionEvent[] = [];
    light.auth.onAuthStateChange((event) => events.push(event));
    expect((await light.auth.getSession()).data.session).toBeNull();
    expect(storage.getItem(key)).toBeNull();
    expect(events).toContain('SIGNED_OUT');
  });

  it('uses the session supabase-js refreshed, without refreshing it again', async () => {
    const { storage, key, full, light } = await signedInBrowser('rhoda');
    ageStoredSession(storage, key, 30);
    const { data: fromFull } = await full.auth.refreshSession();
    const { data } = await light.auth.getSession();
    expect(data.session?.refresh_token).toBe(fromFull.session?.refresh_token);
  });
});
