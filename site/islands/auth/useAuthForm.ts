/**
 * The sign-in page's state and actions (site/islands/AuthForm.tsx): which form shows, what was typed, the recovery
 * link and errors arriving in the address, and what each button does (sign in, sign up, send a reset link, save a
 * new password after the authenticator's code where the account has one, continue with Google). supabase-js loads
 * when the address brings a session or an error from Auth, or on the first action; otherwise the page only asks the
 * light client whether the reader is signed in already.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { firstAuthProblem, hashAuthError, newPasswordProblem, type AuthMode } from '@lib/account/auth-form.ts';
import { defaultNextPath, safeNextPath } from '@lib/account/next-path.ts';
import { authReturnPath } from '@lib/account/session-from-url.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { authRefusalText } from '@lib/auth/refusals.ts';
import { loadBrowserClient } from '../../data/client/lazy-browser-client.ts';
import { sessionStorageKey } from '@lib/account/shared-session.ts';
import { readerSession } from '../../lib/reader-session.ts';
import type { BrowserClient } from '../../data/client/types.ts';
import { setFlash, showFlash } from '../../lib/flash.ts';
import { toast } from '../../lib/toast.ts';
import { isBlocked, markSignedIn } from '../../signed-in/session.ts';
import { prepareExternalSignIn } from '../../signed-in/external-sign-in.ts';
import { codeNeededForChange, refusedBelowAal2 } from '../../signed-in/second-factor.ts';
import { INVITE_METADATA_KEY, peekKeptInvite } from '../../lib/groups/pending-invite.ts';

export type Mode = AuthMode | 'newPassword';

/** The invitation kept by a group's join page, as sign-up metadata; nothing when there is none. */
function invitation(): Record<string, string> {
  const token = peekKeptInvite();
  return token ? { [INVITE_METADATA_KEY]: token } : {};
}

/** Why a reader was sent here (`?reason=`), by the key of the message that says so. */
const REASONS: Record<string, string> = { bookmark: 'auth.reason.bookmark', notes: 'auth.reason.notes' };

/**
 * Where to go after signing in: a path on this site (never another origin; lib/account/next-path.ts), else the
 * dashboard of the reader's edition.
 */
function nextPath(locale: Locale): string {
  return safeNextPath(new URLSearchParams(window.location.search).get('next'), window.location.origin, defaultNextPath(locale));
}

/**
 * Where e-mail links and the Google sign-in return: this page in the reader's edition, the only one that takes a
 * session from its address (lib/account/session-from-url.ts); it then goes on to the dashboard.
 */
function authReturnUrl(locale: Locale): string {
  return new URL(authReturnPath(locale), window.location.origin).href;
}

/**
 * Where a sign-up's confirmation link returns: this page, carrying on to the page the reader came from (`?next=`, a
 * path on this site), so a reader who confirms in another tab or on another device still ends where they were going
 * (an invitation's join page, say).
 */
function confirmationReturnUrl(locale: Locale): string {
  const url = new URL(authReturnUrl(locale));
  const next = nextPath(locale);
  if (next !== defaultNextPath(locale)) url.searchParams.set('next', next);
  return url.href;
}

/** The stored session alone (refreshed if due), without PostgREST or supabase-js: all the page asks before an action. */
function storedSession() {
  const url = import.meta.env.PUBLIC_SUPABASE_URL ?? '';
  return readerSession({ url, anonKey: import.meta.env.PUBLIC_SUPABASE_ANON_KEY ?? '', storageKey: sessionStorageKey(url) });
}

/** `m`: the edition's "auth." messages. */
export function useAuthForm(locale: Locale, m: Record<string, string>) {
  /** A refused request's sentence in the page's language (lib/auth/refusals.ts). */
  const refused = (error: { code?: string; message?: string }, fallbackKey = 'auth.error') =>
    authRefusalText((key) => m[key] ?? m['auth.error']!, locale, error, fallbackKey);
  const [mode, setMode] = useState<Mode>('signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fullName, setFullName] = useState('');
  const [busy, setBusy] = useState(false);
  const [checkInbox, setCheckInbox] = useState<string | null>(null);
  const recovering = useRef(false);
  /** A new password waiting for the authenticator's code (site/signed-in/second-factor.ts). */
  const [awaitingCode, setAwaitingCode] = useState(false);
  /** supabase-js's client, once something has needed it (the authenticator's form does). */
  const [full, setFull] = useState<BrowserClient | null>(null);

  async function fullClient(): Promise<BrowserClient> {
    const client = await loadBrowserClient();
    setFull(client);
    return client;
  }

  useEffect(() => {
    showFlash();
    const params = new URLSearchParams(window.location.search);
    const reason = params.get('reason');
    if (reason && REASONS[reason]) toast(m[REASONS[reason]]!, 'error');
    // A link that means "create an account" (an invitation's join page) opens the sign-up form.
    if (params.get('mode') === 'signUp') setMode('signUp');
    const hash = window.location.hash;
    const hashError = hashAuthError(hash);
    if (hashError) {
      // GoTrue names the refusal in the hash too (error_code=otp_expired): said in the page's language.
      const code = new URLSearchParams(hash.replace(/^#/, '')).get('error_code') ?? undefined;
      toast(refused({ code, message: hashError }), 'error');
      history.replaceState(null, '', window.location.pathname + window.location.search);
    }
    const hashParams = new URLSearchParams(hash.replace(/^#/, ''));
    recovering.current = params.get('reset') === 'true' || hashParams.get('type') === 'recovery';
    // Nothing from Auth in the address: a reader already signed in goes on, read from the stored session alone.
    if (!recovering.current && !hashError && !/(^#|&)(access_token|refresh_token)=/.test(hash) && !params.has('code')) {
      void storedSession()
        .getSession()
        .then(({ data }) => {
          if (data.session) window.location.replace(nextPath(locale));
        });
      return;
    }
    // A session, a recovery or an error in the address: supabase-js takes it (session-from-url.ts decides).
    let cancelled = false;
    let unsubscribe = () => {};
    void fullClient().then((client) => {
      if (cancelled) return;
      const { data: listener } = client.auth.onAuthStateChange((event) => {
        if (event === 'PASSWORD_RECOVERY') {
          recovering.current = true;
          setMode('newPassword');
        }
      });
      unsubscribe = () => listener.subscription.unsubscribe();
      void client.auth.getSession().then(({ data }) => {
        if (!data.session) {
          if (recovering.current && !hashError) {
            toast(m['auth.linkExpired']!, 'error');
            setMode('reset');
          }
          return;
        }
        if (recovering.current) {
          markSignedIn(true);
          setMode('newPassword');
          if (window.location.hash) history.replaceState(null, '', window.location.pathname + window.location.search);
          return;
        }
        window.location.replace(nextPath(locale));
      });
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
    // Runs once: the edition and its messages are fixed for the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function switchMode(next: Mode) {
    setMode(next);
    setCheckInbox(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (mode === 'newPassword') {
      const client = await fullClient();
      const problem = newPasswordProblem(password, confirmation);
      if (problem) return toast(m[`auth.problem.${problem}`]!, 'error');
      setAwaitingCode(false);
      setBusy(true);
      // A recovery link is a first factor only: an account with an authenticator (an admin's) enters its code first.
      const codeFirst = await codeNeededForChange(client);
      setBusy(false);
      if (codeFirst) return setAwaitingCode(true);
      return saveNewPassword();
    }
    const problem = firstAuthProblem(mode, { email, password, fullName });
    if (problem) return toast(m[`auth.problem.${problem}`]!, 'error');
    setBusy(true);
    try {
      const client = await fullClient();
      if (mode === 'reset') {
        const { error } = await client.auth.resetPasswordForEmail(email.trim(), {
          redirectTo: `${authReturnUrl(locale)}?reset=true`,
        });
        if (error) return toast(refused(error, 'auth.resetFailed'), 'error');
        toast(m['auth.resetSent']!);
        setCheckInbox(email.trim());
        return;
      }
      if (mode === 'signUp') {
        const { data, error } = await client.auth.signUp({
          email: email.trim(),
          password,
          // The edition travels as user metadata: the auth e-mails are written in its language (supabase/templates).
          // A group invitation kept by the join page travels with the account, to wherever the address is confirmed.
          options: {
            data: { full_name: fullName.trim(), locale, ...invitation() },
            emailRedirectTo: confirmationReturnUrl(locale),
          },
        });
        if (error) return toast(refused(error), 'error');
        if (!data.session) {
          // E-mail confirmation is on: the account exists but waits for the link.
          toast(m['auth.confirmEmail']!);
          setCheckInbox(email.trim());
          return;
        }
        markSignedIn(true);
        const next = nextPath(locale);
        if (next === defaultNextPath(locale)) setFlash(m['auth.welcomeNew']!, 'success');
        window.location.assign(next);
        return;
      }
      const { data, error } = await client.auth.signInWithPassword({ email: email.trim(), password });
      // The database bans a blocked account, and GoTrue then refuses it (code user_banned): say why.
      if (error?.code === 'user_banned') return toast(m['auth.blocked']!, 'error');
      if (error || !data.session) return toast(refused(error ?? {}), 'error');
      if (await isBlocked(client, data.session.user.id)) {
        await client.auth.signOut({ scope: 'local' });
        return toast(m['auth.blocked']!, 'error');
      }
      markSignedIn(true);
      setFlash(m['auth.welcomeBack']!, 'success');
      window.location.assign(nextPath(locale));
    } catch {
      toast(m['auth.error']!, 'error');
    } finally {
      setBusy(false);
    }
  }

  async function saveNewPassword() {
    setBusy(true);
    const { error } = await (await fullClient()).auth.updateUser({ password });
    setBusy(false);
    if (refusedBelowAal2(error)) return setAwaitingCode(true);
    if (error) return toast(refused(error), 'error');
    setFlash(m['auth.passwordUpdated']!, 'success');
    window.location.assign(defaultNextPath(locale));
  }

  async function google() {
    if (busy) return;
    setBusy(true);
    const result = await prepareExternalSignIn(await fullClient(), 'google', authReturnUrl(locale));
    if (result.ok) {
      window.location.assign(result.url);
      return;
    }
    setBusy(false);
    toast(result.message, 'error');
  }

  return {
    mode,
    fields: { email, password, confirmation, fullName },
    setters: { setEmail, setPassword, setConfirmation, setFullName },
    busy,
    checkInbox,
    awaitingCode,
    setAwaitingCode,
    full,
    switchMode,
    submit,
    saveNewPassword,
    google,
  };
}
