/**
 * The signed-in reader's session on the reading pages, without supabase-js's auth client (about 23 KB gzip): the
 * same session supabase-js keeps (same localStorage key and value, lib/account/stored-session.ts), refreshed through
 * GoTrue's POST /token?grant_type=refresh_token when it is about to expire, ended through POST /logout, and
 * announced on the BroadcastChannel supabase-js uses, so the console and the pages that load the full client
 * (/auth, /settings, /dashboard, /practice, /groups) stay in step with it in this tab and others.
 * Its methods answer as supabase-js's do (getSession, onAuthStateChange, signOut), for the code that uses both.
 */
import type { Session } from '@supabase/supabase-js';
import { accessTokenValid, needsRefresh, parseStoredSession, refusalEndsSession, removeStoredSession, sessionFromGrant } from '@lib/account/stored-session.ts';

export type SessionEvent = 'INITIAL_SESSION' | 'TOKEN_REFRESHED' | 'SIGNED_IN' | 'SIGNED_OUT' | 'USER_UPDATED';
type Listener = (event: SessionEvent, session: Session | null) => void;

export interface ReaderSessionOptions {
  /** The project's address (PUBLIC_SUPABASE_URL) and anon key. */
  url: string;
  anonKey: string;
  storageKey: string;
  /** localStorage in the browser; tests pass their own. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  fetch?: typeof fetch;
}

export type ReaderSession = ReturnType<typeof readerSession>;

export function readerSession({ url, anonKey, storageKey, storage = localStorage, fetch: send = fetch }: ReaderSessionOptions) {
  const authUrl = `${url.replace(/\/$/, '')}/auth/v1`;
  // As supabase-js sends them to GoTrue (its errors then come in the 2024-01-01 form, with a code).
  const headers = { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' };
  const listeners = new Set<Listener>();
  // One refresh at a time in this page; supabase-js in another tab or island refreshes on its own and the stored
  // value tells which won (GoTrue accepts a refresh token twice within its reuse interval).
  let refreshing: Promise<Session | null> | null = null;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(storageKey) : null;
  channel?.addEventListener('message', (event: MessageEvent<{ event: SessionEvent; session: Session | null }>) =>
    notify(event.data.event, event.data.session, false),
  );

  const stored = () => parseStoredSession(storage.getItem(storageKey));

  function notify(event: SessionEvent, session: Session | null, broadcast = true): void {
    if (broadcast) channel?.postMessage({ event, session });
    for (const listener of listeners) listener(event, session);
  }

  function removeSession(): void {
    removeStoredSession(storage, storageKey);
    notify('SIGNED_OUT', null);
  }

  async function refresh(current: Session): Promise<Session | null> {
    let response: Response | null = null;
    try {
      response = await send(`${authUrl}/token?grant_type=refresh_token`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ refresh_token: current.refresh_token }),
      });
    } catch {
      // Offline or unreachable: handled below as a refusal that may pass.
    }
    const now = stored();
    // Another client refreshed or signed out meanwhile: what it stored is the session (auth-js's commit guard).
    if (now?.refresh_token !== current.refresh_token) return now;
    const body = response?.ok ? ((await response.json().catch(() => ({}))) as Record<string, unknown>) : null;
    const session = body ? sessionFromGrant(body, Date.now()) : null;
    if (!session) {
      if (refusalEndsSession(response ? response.status : null, current, Date.now())) removeSession();
      // As supabase-js: the session while its access token still works, else none until a refresh succeeds.
      return accessTokenValid(current, Date.now()) ? current : null;
    }
    storage.setItem(storageKey, JSON.stringify(session));
    storage.removeItem(`${storageKey}-code-verifier`);
    notify('TOKEN_REFRESHED', session);
    return session;
  }

  async function getSession(): Promise<{ data: { session: Session | null }; error: null }> {
    const current = stored();
    if (!current || !needsRefresh(current, Date.now())) return { data: { session: current }, error: null };
    refreshing ??= refresh(current).finally(() => (refreshing = null));
    return { data: { session: await refreshing }, error: null };
  }

  return {
    getSession,

    /** As supabase-js: every change from now on, and first the stored session (refreshed if due) as INITIAL_SESSION. */
    onAuthStateChange(listener: Listener) {
      listeners.add(listener);
      void getSession().then(({ data }) => {
        if (listeners.has(listener)) listener('INITIAL_SESSION', data.session);
      });
      return { data: { subscription: { unsubscribe: () => listeners.delete(listener) } } };
    },

    /**
     * GoTrue's /logout for the scope (global: every device; local: this session), then the stored session goes
     * whatever the server answered: a reader who signs out offline, or while Auth fails, is signed out on this
     * device (unlike supabase-js, which keeps the session then). The error says the server was not told, so the
     * session's refresh token may still work elsewhere until it is used up or expires; a 401, 403 or 404 means the
     * session is over already and is no error.
     */
    async signOut({ scope = 'global' }: { scope?: 'global' | 'local' | 'others' } = {}): Promise<{ error: Error | null }> {
      const { data } = await getSession();
      let error: Error | null = null;
      if (data.session) {
        try {
          const response = await send(`${authUrl}/logout?scope=${scope}`, {
            method: 'POST',
            headers: { ...headers, Authorization: `Bearer ${data.session.access_token}` },
          });
          if (!response.ok && ![401, 403, 404].includes(response.status)) error = new Error(`Sign-out refused (${response.status})`);
        } catch (failure) {
          error = failure instanceof Error ? failure : new Error(String(failure));
        }
      }
      // Signing the other devices out changes nothing here.
      if (scope !== 'others') removeSession();
      return { error };
    },
  };
}
