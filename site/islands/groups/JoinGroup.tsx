/**
 * /groups/join/#token=…: before joining, the group's name, its leader, how many members and how many share, what
 * sharing means, and the reader's own choice; then Join. A signed-out visitor sees the group and its leader too, with
 * Create an account and Sign in, which bring them back here. The token stays in the fragment
 * (lib/groups/invite-link.ts), in this tab's storage while they sign in, and in a new account's metadata while its
 * address is confirmed, perhaps on another device (site/lib/groups/pending-invite.ts). A link that does not work says
 * so the same way whether it was replaced, closed or never made: the database tells no more.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { PageClient } from '../../data/client/types.ts';
import { groupHref, GROUPS_PATH } from '@lib/groups/group-address.ts';
import { GROUP_MEMBER_LIMIT, hasRoom } from '@lib/groups/group-rules.ts';
import { JOIN_PATH, tokenFromHash } from '@lib/groups/invite-link.ts';
import { requireSession } from '../../signed-in/require-session.ts';
import { readerClient } from '../../data/client/reader-client.ts';
import { loadBrowserClient } from '../../data/client/lazy-browser-client.ts';
import { signInPath } from '@lib/account/sign-in-path.ts';
import { setFlash, showFlash } from '../../lib/flash.ts';
import { joinGroup, previewInvite, type InvitePreview } from '../../data/groups/group-actions.ts';
import { INVITE_METADATA_KEY, inviteFromAccount, keepInvite, takeKeptInvite } from '../../lib/groups/pending-invite.ts';
import { card, muted, primaryButton, secondaryButton, textLink } from '../../lib/dashboard/ui.ts';
import WhatIsShared from './WhatIsShared.tsx';
import type { Locale } from '@lib/i18n/locales.ts';
import { IslandMessages, useT } from '../i18n/IslandMessages.tsx';
import { editionHref } from '../../lib/i18n/edition-routes.ts';
import { refusalIn } from '../../lib/groups/refusal-words.ts';

type State =
  | { status: 'loading' }
  | { status: 'unusable' }
  | { status: 'error'; message: string }
  | { status: 'signedOut'; preview: InvitePreview }
  | { status: 'ready'; client: PageClient; token: string; preview: InvitePreview; fromAccount: boolean };

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
  const t = useT();
  const joinPath = editionHref(t.locale, JOIN_PATH);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [share, setShare] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    showFlash();
    const fromLink = tokenFromHash(window.location.hash);
    const kept = fromLink ?? takeKeptInvite();
    // Back from signing in: the fragment is restored, so reloading the page still finds the invite.
    if (kept && !fromLink) window.history.replaceState(null, '', `${joinPath}#token=${kept}`);
    if (kept) keepInvite(kept);
    void (async () => {
      const client = readerClient();
      const { data } = await client.auth.getSession();
      if (!data.session) {
        // Signed out: the group and its leader first, then Create an account or Sign in, which come back here.
        if (!kept) return setState({ status: 'unusable' });
        const preview = await previewInvite(client, kept);
        if (!preview.ok) return setState({ status: 'error', message: preview.message });
        setState(preview.value ? { status: 'signedOut', preview: preview.value } : { status: 'unusable' });
        return;
      }
      const result = await requireSession(joinPath);
      if (!result) return;
      takeKeptInvite();
      // Confirmed on another device: the invitation came with the new account.
      const carried = inviteFromAccount(result.session.user);
      const token = kept ?? carried;
      if (!token) return setState({ status: 'unusable' });
      if (!kept) window.history.replaceState(null, '', `${joinPath}#token=${token}`);
      const fromAccount = carried === token;
      const preview = await previewInvite(result.client, token);
      if (!preview.ok) return setState({ status: 'error', message: preview.message });
      if (!preview.value || preview.value.myGroupId) {
        if (fromAccount) await forgetCarriedInvite();
      }
      if (!preview.value) return setState({ status: 'unusable' });
      setState({ status: 'ready', client: result.client, token, preview: preview.value, fromAccount });
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function join(event: FormEvent) {
    event.preventDefault();
    if (state.status !== 'ready' || busy) return;
    setBusy(true);
    const joined = await joinGroup(state.client, state.token, share);
    if (!joined.ok) {
      setBusy(false);
      setProblem(refusalIn(t, joined.message));
      return;
    }
    if (state.fromAccount) await forgetCarriedInvite();
    setFlash(t('groups.join.welcome', { name: state.preview.name }), 'success');
    window.location.assign(editionHref(t.locale, groupHref(joined.value)));
  }

  if (state.status === 'loading') {
    return (
      <div aria-busy="true">
        <h1 className={heading}>{t('groups.join.heading')}</h1>
        <p className={`mt-4 ${muted}`}>{t('groups.page.loading')}</p>
      </div>
    );
  }
  if (state.status === 'unusable') {
    return (
      <div className="space-y-4">
        <h1 className={heading}>{t('groups.join.unusableHeading')}</h1>
        <p className={muted}>{t('groups.join.unusable')}</p>
        <p>
          <a href={editionHref(t.locale, GROUPS_PATH)} className={textLink}>
            {t('groups.page.yourGroups')}
          </a>
        </p>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div data-requires-session role="alert" className="space-y-4">
        <h1 className={heading}>{t('groups.join.heading')}</h1>
        <p className={muted}>{t('groups.join.failed', { message: refusalIn(t, state.message) })}</p>
        <button type="button" className={secondaryButton} onClick={() => window.location.reload()}>
          {t('groups.home.retry')}
        </button>
      </div>
    );
  }

  const { preview } = state;
  const counts = t.plural('groups.join.members', preview.memberCount, { sharing: t.plural('groups.join.sharing', preview.sharingCount) });
  const header = (
    <header className="space-y-2">
      <p className={muted}>{t('groups.join.invited')}</p>
      <h1 className={heading}>{preview.name}</h1>
      <p className={muted} data-testid="join-leader">
        {t('groups.join.ledBy', { name: preview.leaderName })}
      </p>
      <p className={muted} data-testid="join-counts">
        {counts}
      </p>
    </header>
  );
  if (state.status === 'signedOut') {
    const signUp = `${signInPath({ next: joinPath, locale: t.locale })}&mode=signUp`;
    return (
      <div className="space-y-6">
        {header}
        <section className={`${card} space-y-4`} aria-labelledby="join-account-heading">
          <h2 id="join-account-heading" className="font-serif text-xl font-semibold text-stone-900 dark:text-stone-50">
            {t('groups.join.accountHeading')}
          </h2>
          <p className={muted}>{t('groups.join.accountNeeded')}</p>
          <div className="flex flex-wrap gap-2">
            <a href={signUp} className={primaryButton}>
              {t('groups.join.signUp')}
            </a>
            <a href={signInPath({ next: joinPath, locale: t.locale })} className={secondaryButton}>
              {t('groups.join.signIn')}
            </a>
          </div>
        </section>
      </div>
    );
  }
  return (
    <div data-requires-session className="space-y-6">
      {header}
      {preview.myGroupId ? (
        <p className={card}>
          {t('groups.join.already')}{' '}
          <a href={editionHref(t.locale, groupHref(preview.myGroupId))} className={textLink}>
            {t('groups.join.open')}
          </a>
        </p>
      ) : !hasRoom(preview.memberCount) ? (
        <p className={card} role="alert">
          {t('groups.problem.full', { max: GROUP_MEMBER_LIMIT })}
        </p>
      ) : (
        <form onSubmit={join} className={`${card} space-y-4`} aria-labelledby="join-heading">
          <h2 id="join-heading" className="font-serif text-xl font-semibold text-stone-900 dark:text-stone-50">
            {t('groups.join.sees')}
          </h2>
          <WhatIsShared id="join-sharing" />
          <label className="inline-flex items-center gap-2 font-medium text-stone-800 dark:text-stone-200">
            <input type="checkbox" checked={share} onChange={(e) => setShare(e.target.checked)} aria-describedby="join-sharing" className="accent-brand-700" />
            {t('groups.sharing.label')}
          </label>
          {problem && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {problem}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={primaryButton} disabled={busy}>
              {busy ? t('groups.join.joining') : t('groups.join.submit')}
            </button>
            <a href={editionHref(t.locale, GROUPS_PATH)} className={secondaryButton}>
              {t('groups.join.notNow')}
            </a>
          </div>
        </form>
      )}
    </div>
  );
}

/**
 * The invitation a new account carried is spent once the reader is in the group, or the link no longer works. The
 * account's data is supabase-js's auth client's to change: it loads for this, once, after a new account's first join.
 */
async function forgetCarriedInvite(): Promise<void> {
  await (await loadBrowserClient()).auth.updateUser({ data: { [INVITE_METADATA_KEY]: null } });
}
