/**
 * The sign-in page: Sign In, Sign Up (adds Full Name), Reset Password, and after a
 * recovery link, Set New Password (an account with an authenticator enters its code before the password is saved). The
 * first failing rule is an error toast; the button reads "Loading..." while busy; errors arriving in the URL hash are
 * toasted and the hash cleared; an active session goes to /dashboard.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { firstAuthError, hashAuthError, newPasswordError, type AuthMode } from '@lib/account/auth-form.ts';
import { safeNextPath } from '@lib/account/next-path.ts';
import { AUTH_RETURN_PATH } from '@lib/account/session-from-url.ts';
import { browserClient } from '../lib/supabase-browser.ts';
import { setFlash, showFlash } from '../lib/flash.ts';
import { toast } from '../lib/toast.ts';
import { BLOCKED_MESSAGE, isBlocked, markSignedIn } from '../signed-in/session.ts';
import { prepareExternalSignIn } from '../signed-in/external-sign-in.ts';
import { codeNeededForChange, refusedBelowAal2 } from '../signed-in/second-factor.ts';
import AuthenticatorCodeForm from './AuthenticatorCodeForm.tsx';

type Mode = AuthMode | 'newPassword';

const REASONS: Record<string, string> = {
  bookmark: 'Please sign in to bookmark devotionals',
  notes: 'Please sign in to save notes',
};

/** Where to go after signing in: a path on this site (never another origin; lib/account/next-path.ts), else the dashboard. */
function nextPath(): string {
  return safeNextPath(new URLSearchParams(window.location.search).get('next'), window.location.origin);
}

/**
 * Where e-mail links and the Google sign-in return: this page, the only one that takes a session from its address
 * (lib/account/session-from-url.ts); it then goes on to the dashboard.
 */
function authReturnUrl(): string {
  return new URL(AUTH_RETURN_PATH, window.location.origin).href;
}

const TITLES: Record<Mode, { heading: string; lead: string; submit: string }> = {
  signIn: { heading: 'Welcome back', lead: 'Sign in to continue your daily walk.', submit: 'Sign In' },
  signUp: { heading: 'Create your account', lead: 'Bookmark devotionals, keep notes and track your reading.', submit: 'Sign Up' },
  reset: { heading: 'Reset your password', lead: 'We will e-mail you a link to set a new password.', submit: 'Send Reset Link' },
  newPassword: { heading: 'Set a new password', lead: 'Choose a new password for your account.', submit: 'Update Password' },
};

const input =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-50 dark:placeholder:text-stone-400';
const label = 'block text-sm font-medium text-stone-800 dark:text-stone-200';
const primary =
  'inline-flex w-full items-center justify-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-80';
const linkButton = 'font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100';

export default function AuthForm() {
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

  useEffect(() => {
    showFlash();
    const params = new URLSearchParams(window.location.search);
    const reason = params.get('reason');
    if (reason && REASONS[reason]) toast(REASONS[reason], 'error');
    const hash = window.location.hash;
    const hashError = hashAuthError(hash);
    if (hashError) {
      toast(hashError, 'error');
      history.replaceState(null, '', window.location.pathname + window.location.search);
    }
    const hashParams = new URLSearchParams(hash.replace(/^#/, ''));
    recovering.current = params.get('reset') === 'true' || hashParams.get('type') === 'recovery';
    const client = browserClient();
    const { data: listener } = client.auth.onAuthStateChange((event) => {
      if (event === 'PASSWORD_RECOVERY') {
        recovering.current = true;
        setMode('newPassword');
      }
    });
    void client.auth.getSession().then(({ data }) => {
      if (!data.session) {
        if (recovering.current && !hashError) {
          toast('This password reset link is invalid or has expired. Please request a new one.', 'error');
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
      window.location.replace(nextPath());
    });
    return () => listener.subscription.unsubscribe();
  }, []);

  function switchMode(next: Mode) {
    setMode(next);
    setCheckInbox(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const client = browserClient();
    if (mode === 'newPassword') {
      const problem = newPasswordError(password, confirmation);
      if (problem) return toast(problem, 'error');
      setAwaitingCode(false);
      setBusy(true);
      // A recovery link is a first factor only: an account with an authenticator (an admin's) enters its code first.
      const codeFirst = await codeNeededForChange(client);
      setBusy(false);
      if (codeFirst) return setAwaitingCode(true);
      return saveNewPassword();
    }
    const problem = firstAuthError(mode, { email, password, fullName });
    if (problem) return toast(problem, 'error');
    setBusy(true);
    try {
      if (mode === 'reset') {
        const { error } = await client.auth.resetPasswordForEmail(email.trim(), {
          redirectTo: `${window.location.origin}/auth?reset=true`,
        });
        if (error) return toast(error.message || 'Failed to send reset email', 'error');
        toast('Password reset email sent! Check your inbox.');
        setCheckInbox(email.trim());
        return;
      }
      if (mode === 'signUp') {
        const { data, error } = await client.auth.signUp({
          email: email.trim(),
          password,
          options: { data: { full_name: fullName.trim() }, emailRedirectTo: authReturnUrl() },
        });
        if (error) return toast(error.message || 'An error occurred', 'error');
        if (!data.session) {
          // E-mail confirmation is on: the account exists but waits for the link.
          toast('Please check your email to confirm your account.');
          setCheckInbox(email.trim());
          return;
        }
        markSignedIn(true);
        setFlash('Welcome! Taking you to your dashboard...', 'success');
        window.location.assign('/dashboard');
        return;
      }
      const { data, error } = await client.auth.signInWithPassword({ email: email.trim(), password });
      // The database bans a blocked account, and GoTrue then refuses it (code user_banned): say why.
      if (error?.code === 'user_banned') return toast(BLOCKED_MESSAGE, 'error');
      if (error || !data.session) return toast(error?.message || 'An error occurred', 'error');
      if (await isBlocked(client, data.session.user.id)) {
        await client.auth.signOut({ scope: 'local' });
        return toast(BLOCKED_MESSAGE, 'error');
      }
      markSignedIn(true);
      setFlash('Welcome back!', 'success');
      window.location.assign(nextPath());
    } catch {
      toast('An error occurred', 'error');
    } finally {
      setBusy(false);
    }
  }

  async function saveNewPassword() {
    setBusy(true);
    const { error } = await browserClient().auth.updateUser({ password });
    setBusy(false);
    if (refusedBelowAal2(error)) return setAwaitingCode(true);
    if (error) return toast(error.message || 'An error occurred', 'error');
    setFlash('Password updated! Taking you to your dashboard...', 'success');
    window.location.assign('/dashboard');
  }

  async function google() {
    if (busy) return;
    setBusy(true);
    const result = await prepareExternalSignIn(browserClient(), 'google', authReturnUrl());
    if (result.ok) {
      window.location.assign(result.url);
      return;
    }
    setBusy(false);
    toast(result.message, 'error');
  }

  const title = TITLES[mode];
  return (
    <div
      data-auth-form
      className="mx-auto w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8 dark:border-stone-800 dark:bg-stone-900"
    >
      <h1 className="font-serif text-3xl font-semibold text-stone-900 dark:text-stone-50">{title.heading}</h1>
      <p className="mt-2 text-stone-600 dark:text-stone-300">{title.lead}</p>

      {checkInbox ? (
        <div role="status" className="mt-6 rounded-lg bg-brand-50 p-4 text-stone-800 dark:bg-stone-800 dark:text-stone-100">
          <p className="font-semibold">Check your inbox</p>
          <p className="mt-1 text-sm">
            We sent an e-mail to <strong>{checkInbox}</strong>.{' '}
            {mode === 'signUp' ? 'Follow its link to confirm your account and sign in.' : 'Follow its link to set a new password.'}
          </p>
          <button type="button" className={`mt-3 text-sm ${linkButton}`} onClick={() => switchMode('signIn')}>
            Back to sign in
          </button>
        </div>
      ) : (
        <>
          {(mode === 'signIn' || mode === 'signUp') && (
            <>
              <button
                type="button"
                onClick={google}
                disabled={busy}
                className="mt-6 inline-flex w-full items-center justify-center gap-3 rounded-full border border-stone-300 bg-white px-6 py-3 font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-70 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100 dark:hover:bg-stone-800"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
                  <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8z" />
                  <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1-3.8 1-2.9 0-5.4-2-6.3-4.6H2.1v2.8A11 11 0 0 0 12 23z" />
                  <path fill="#FBBC05" d="M5.7 14a6.6 6.6 0 0 1 0-4.2V7H2.1a11 11 0 0 0 0 9.9L5.7 14z" />
                  <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.1-3.1A11 11 0 0 0 2.1 7l3.6 2.8C6.6 7.3 9.1 5.4 12 5.4z" />
                </svg>
                Continue with Google
              </button>
              <p className="my-5 flex items-center gap-3 text-sm text-stone-500 dark:text-stone-400">
                <span className="h-px flex-1 bg-stone-200 dark:bg-stone-700" />
                or with e-mail
                <span className="h-px flex-1 bg-stone-200 dark:bg-stone-700" />
              </p>
            </>
          )}
          <form onSubmit={submit} noValidate className={mode === 'reset' || mode === 'newPassword' ? 'mt-6 space-y-4' : 'space-y-4'}>
            {mode === 'signUp' && (
              <div>
                <label htmlFor="auth-full-name" className={label}>
                  Full Name
                </label>
                <input
                  id="auth-full-name"
                  name="fullName"
                  autoComplete="name"
                  className={input}
                  value={fullName}
                  onChange={(e) => setFullName(e.target.value)}
                />
              </div>
            )}
            {mode !== 'newPassword' && (
              <div>
                <label htmlFor="auth-email" className={label}>
                  Email
                </label>
                <input
                  id="auth-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  className={input}
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </div>
            )}
            {mode !== 'reset' && (
              <div>
                <label htmlFor="auth-password" className={label}>
                  {mode === 'newPassword' ? 'New Password' : 'Password'}
                </label>
                <input
                  id="auth-password"
                  name="password"
                  type="password"
                  autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
                  className={input}
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </div>
            )}
            {mode === 'newPassword' && (
              <div>
                <label htmlFor="auth-password-confirmation" className={label}>
                  Confirm New Password
                </label>
                <input
                  id="auth-password-confirmation"
                  name="passwordConfirmation"
                  type="password"
                  autoComplete="new-password"
                  className={input}
                  value={confirmation}
                  onChange={(e) => setConfirmation(e.target.value)}
                />
              </div>
            )}
            <button type="submit" className={primary} disabled={busy}>
              {busy ? 'Loading...' : title.submit}
            </button>
          </form>
          {mode === 'newPassword' && awaitingCode && (
            <AuthenticatorCodeForm
              client={browserClient()}
              purpose="set your new password"
              onVerified={() => {
                setAwaitingCode(false);
                void saveNewPassword();
              }}
              onCancel={() => setAwaitingCode(false)}
            />
          )}
          <div className="mt-5 space-y-2 text-center text-sm text-stone-700 dark:text-stone-300">
            {mode === 'signIn' && (
              <>
                <p>
                  <button type="button" className={linkButton} onClick={() => switchMode('reset')}>
                    Forgot your password?
                  </button>
                </p>
                <p>
                  Don't have an account?{' '}
                  <button type="button" className={linkButton} onClick={() => switchMode('signUp')}>
                    Sign up
                  </button>
                </p>
              </>
            )}
            {mode === 'signUp' && (
              <p>
                Already have an account?{' '}
                <button type="button" className={linkButton} onClick={() => switchMode('signIn')}>
                  Sign in
                </button>
              </p>
            )}
            {mode === 'reset' && (
              <p>
                <button type="button" className={linkButton} onClick={() => switchMode('signIn')}>
                  Back to sign in
                </button>
              </p>
            )}
          </div>
        </>
      )}
    </div>
  );
}
