/**
 * /groups/join/#token=… (issue 32): before joining, the group's name, how many members and how many share, what
 * sharing means, and the reader's own choice; then Join. The token stays in the fragment (lib/groups/invite-link.ts)
 * and, while a signed-out reader signs in, in this tab's storage (site/lib/groups/pending-invite.ts). A link that
 * does not work says so the same way whether it was replaced, closed or never made: the database tells no more.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { groupHref, GROUPS_PATH } from '@lib/groups/group-address.ts';
import { hasRoom } from '@lib/groups/group-rules.ts';
import { JOIN_PATH, tokenFromHash } from '@lib/groups/invite-link.ts';
import { requireSession } from '../../signed-in/require-session.ts';
import { setFlash, showFlash } from '../../lib/flash.ts';
import { joinGroup, previewInvite, type InvitePreview } from '../../lib/groups/group-actions.ts';
import { keepInvite, takeKeptInvite } from '../../lib/groups/pending-invite.ts';
import { card, muted, primaryButton, secondaryButton, textLink } from '../../lib/dashboard/ui.ts';
import WhatIsShared from './WhatIsShared.tsx';
import type { Locale } from '@lib/i18n/locales.ts';
import { IslandMessages } from '../i18n/IslandMessages.tsx';

type State =
  | { status: 'loading' }
  | { status: 'unusable' }
  | { status: 'error'; message: string }
  | { status: 'ready'; client: SupabaseClient; token: string; preview: InvitePreview };

const heading = 'font-serif text-3xl font-semibold text-stone-900 dark:text-stone-50';

/** `messages`: the edition's "groups." messages; the parts shared with /groups/ speak the page's language. */
export default function JoinGroup({ locale, messages }: { locale: Locale; messages: Record<string, string> }) {
  return (
    <IslandMessages locale={locale} messages={messages}>
      <JoinGroupView />
    </IslandMessages>
  );
}

function JoinGroupView() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [share, setShare] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    showFlash();
    const fromLink = tokenFromHash(window.location.hash);
    const token = fromLink ?? takeKeptInvite();
    // Back from signing in: the fragment is restored, so reloading the page still finds the invite.
    if (token && !fromLink) window.history.replaceState(null, '', `${JOIN_PATH}#token=${token}`);
    if (token) keepInvite(token);
    void requireSession(JOIN_PATH).then(async (result) => {
      if (!result) return;
      takeKeptInvite();
      if (!token) return setState({ status: 'unusable' });
      const preview = await previewInvite(result.client, token);
      if (!preview.ok) return setState({ status: 'error', message: preview.message });
      if (!preview.value) return setState({ status: 'unusable' });
      setState({ status: 'ready', client: result.client, token, preview: preview.value });
    });
  }, []);

  async function join(event: FormEvent) {
    event.preventDefault();
    if (state.status !== 'ready' || busy) return;
    setBusy(true);
    const joined = await joinGroup(state.client, state.token, share);
    if (!joined.ok) {
      setBusy(false);
      setProblem(joined.message);
      return;
    }
    setFlash(`Welcome to ${state.preview.name}!`, 'success');
    window.location.assign(groupHref(joined.value));
  }

  if (state.status === 'loading') {
    return (
      <div data-requires-session aria-busy="true">
        <h1 className={heading}>Join a reading group</h1>
        <p className={`mt-4 ${muted}`}>Loading...</p>
      </div>
    );
  }
  if (state.status === 'unusable') {
    return (
      <div data-requires-session className="space-y-4">
        <h1 className={heading}>This invite link does not work</h1>
        <p className={muted}>It may have been replaced, or the group has closed joining. Ask the group&apos;s leader for a new link.</p>
        <p>
          <a href={GROUPS_PATH} className={textLink}>
            Your groups
          </a>
        </p>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div data-requires-session role="alert" className="space-y-4">
        <h1 className={heading}>Join a reading group</h1>
        <p className={muted}>The invitation could not be loaded. {state.message}</p>
        <button type="button" className={secondaryButton} onClick={() => window.location.reload()}>
          Try again
        </button>
      </div>
    );
  }

  const { preview } = state;
  const members = preview.memberCount === 1 ? '1 member' : `${preview.memberCount} members`;
  const sharing = preview.sharingCount === 1 ? '1 of them shares' : `${preview.sharingCount} of them share`;
  return (
    <div data-requires-session className="space-y-6">
      <header className="space-y-2">
        <p className={muted}>You are invited to join</p>
        <h1 className={heading}>{preview.name}</h1>
        <p className={muted} data-testid="join-counts">{`${members}; ${sharing} their reading days.`}</p>
      </header>
      {preview.myGroupId ? (
        <p className={card}>
          You are in this group already.{' '}
          <a href={groupHref(preview.myGroupId)} className={textLink}>
            Open the group
          </a>
        </p>
      ) : !hasRoom(preview.memberCount) ? (
        <p className={card} role="alert">
          This group is full: a group has at most 50 members.
        </p>
      ) : (
        <form onSubmit={join} className={`${card} space-y-4`} aria-labelledby="join-heading">
          <h2 id="join-heading" className="font-serif text-xl font-semibold text-stone-900 dark:text-stone-50">
            What the group sees
          </h2>
          <WhatIsShared id="join-sharing" />
          <label className="inline-flex items-center gap-2 font-medium text-stone-800 dark:text-stone-200">
            <input type="checkbox" checked={share} onChange={(e) => setShare(e.target.checked)} aria-describedby="join-sharing" className="accent-brand-700" />
            Share with this group which days I read
          </label>
          {problem && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {problem}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={primaryButton} disabled={busy}>
              {busy ? 'Joining...' : 'Join group'}
            </button>
            <a href={GROUPS_PATH} className={secondaryButton}>
              Not now
            </a>
          </div>
        </form>
      )}
    </div>
  );
}
