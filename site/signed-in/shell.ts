/**
 * The signed-in reader's code, loaded after the first paint only when the head script found a stored session
 * (BaseLayout.astro). It confirms the session, keeps the header in step with it (this tab and others), enforces
 * the blocked-account rule, handles Sign Out, and mounts the page's signed-in features: elements marked
 * data-rd-mount="bookmark" | "notes" | "reading" | "audio" | "confession".
 */
import type { Session } from '@supabase/supabase-js';
import { readerClient } from '../data/client/reader-client.ts';
import { BLOCK_CHECK_INTERVAL_MS, isBlocked, markSignedIn, signOut, throwOut } from './session.ts';
import { inPageEdition, say } from './messages.ts';
import { redirectWithMessage } from '../lib/flash.ts';
import { AUTH_RETURN_PATH } from '@lib/account/session-from-url.ts';
import { forgetReaderOnDevice } from '../lib/offline/forget-reader.ts';
import type { PageFeature } from './context.ts';
import { translationSynced } from './translation-synced.ts';

const FEATURES: Record<string, () => Promise<PageFeature>> = {
  bookmark: () => import('./bookmark.ts'),
  notes: () => import('./notes.ts'),
  reading: () => import('./reading-tracker.ts'),
  audio: () => import('./audio-preferences.ts'),
  confession: () => import('./confession-extras.ts'),
};

const client = readerClient();
let leaving = false;
let mounted = false;

async function enforceBlock(session: Session | null): Promise<void> {
  if (!session || leaving) return;
  if (await isBlocked(client, session.user.id)) {
    leaving = true;
    await throwOut(client);
  }
}

function mountFeatures(session: Session): void {
  if (mounted) return;
  mounted = true;
  // Every page: the account's Bible translation (site/signed-in/translation.ts), its code loaded for the first sync of
  // the browser session and for each change the reader makes.
  const translation = (run: (module: typeof import('./translation.ts')) => Promise<void>) =>
    import('./translation.ts').then(run).catch((error: unknown) => console.error('Signed-in translation failed:', error));
  window.addEventListener(
    'rd:translation',
    (event) => void translation((module) => module.saveTranslation({ client, session }, (event as CustomEvent<unknown>).detail)),
  );
  if (!translationSynced(session.user.id)) void translation((module) => module.syncTranslation({ client, session }));
  for (const element of document.querySelectorAll<HTMLElement>('[data-rd-mount]')) {
    const load = FEATURES[element.dataset.rdMount ?? ''];
    if (!load) continue;
    load()
      .then((feature) => feature.mount(element, { client, session }))
      .catch((error: unknown) => console.error(`Signed-in feature ${element.dataset.rdMount} failed:`, error));
  }
}

client.auth.onAuthStateChange((_event, session) => {
  markSignedIn(Boolean(session));
  if (!session) {
    // Signed out here or in another tab (reader-session.ts and supabase-js tell every tab), or the session could not be refreshed.
    void forgetReaderOnDevice();
    if (!leaving && document.querySelector('[data-requires-session]')) {
      leaving = true;
      void say('signedIn.signInRequired').then((message) => redirectWithMessage(inPageEdition(AUTH_RETURN_PATH), message));
    }
    return;
  }
  // Run the checks after the callback returns (supabase-js, which shares the session, asks the same of its own).
  setTimeout(() => {
    void enforceBlock(session).then(() => {
      if (!leaving) mountFeatures(session);
    });
  }, 0);
});

window.setInterval(() => {
  void client.auth.getSession().then(({ data }) => enforceBlock(data.session));
}, BLOCK_CHECK_INTERVAL_MS);

// Another tab signing out removes the stored session; follow it even where BroadcastChannel is unavailable.
window.addEventListener('storage', (event) => {
  if (event.key && /^sb-.+-auth-token$/.test(event.key) && event.newValue === null) {
    void client.auth.getSession();
    void forgetReaderOnDevice();
    markSignedIn(false);
    if (!leaving && document.querySelector('[data-requires-session]')) {
      leaving = true;
      void say('signedIn.signInRequired').then((message) => redirectWithMessage(inPageEdition(AUTH_RETURN_PATH), message));
    }
  }
});

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest('[data-sign-out]');
  if (!button) return;
  event.preventDefault();
  leaving = true;
  void signOut(client);
});

// The head script (site/components/head-scripts/session-hint.js) kept a Sign Out clicked before this code arrived.
declare global {
  interface Window {
    __rdShellReady?: boolean;
    __rdSignOutAsked?: boolean;
  }
}
window.__rdShellReady = true;
if (window.__rdSignOutAsked) {
  leaving = true;
  void signOut(client);
}
