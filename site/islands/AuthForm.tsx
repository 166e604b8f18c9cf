/**
 * The sign-in page: Sign In, Sign Up (adds Full Name), Reset Password, and after a
 * recovery link, Set New Password (an account with an authenticator enters its code before the password is saved). The
 * first failing rule is an error toast; the button reads "Loading..." while busy; errors arriving in the URL hash are
 * toasted and the hash cleared; an active session goes to /dashboard.
 */
import AuthenticatorCodeForm from './AuthenticatorCodeForm.tsx';
import GoogleSignIn from './auth/GoogleSignIn.tsx';
import type { Locale } from '@lib/i18n/locales.ts';
import { useAuthForm } from './auth/useAuthForm.ts';

const input =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-50 dark:placeholder:text-stone-400';
const label = 'block text-sm font-medium text-stone-800 dark:text-stone-200';
const primary =
  'inline-flex w-full items-center justify-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-80';
const linkButton = 'font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100';

/** `messages`: the page's edition's "auth." messages (lib/i18n/catalogues/{language}/auth.ts). */
export default function AuthForm({ locale, messages: m }: { locale: Locale; messages: Record<string, string> }) {
  const { mode, fields, setters, busy, checkInbox, awaitingCode, setAwaitingCode, full, switchMode, submit, saveNewPassword, google } = useAuthForm(locale, m);
  const { email, password, confirmation, fullName } = fields;
  const { setEmail, setPassword, setConfirmation, setFullName } = setters;
  const title = { heading: m[`auth.${mode}.heading`], lead: m[`auth.${mode}.lead`], submit: m[`auth.${mode}.submit`] };
  return (
    <div
      data-auth-form
      className="mx-auto w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8 dark:border-stone-800 dark:bg-stone-900"
    >
      <h1 className="font-serif text-3xl font-semibold text-stone-900 dark:text-stone-50">{title.heading}</h1>
      <p className="mt-2 text-stone-600 dark:text-stone-300">{title.lead}</p>

      {checkInbox ? (
        <div role="status" className="mt-6 rounded-lg bg-brand-50 p-4 text-stone-800 dark:bg-stone-800 dark:text-stone-100">
          <p className="font-semibold">{m['auth.checkInbox']}</p>
          <p className="mt-1 text-sm">
            {m['auth.sentTo']} <strong>{checkInbox}</strong>. {mode === 'signUp' ? m['auth.followConfirm'] : m['auth.followReset']}
          </p>
          <button type="button" className={`mt-3 text-sm ${linkButton}`} onClick={() => switchMode('signIn')}>
            {m['auth.backToSignIn']}
          </button>
        </div>
      ) : (
        <>
          {(mode === 'signIn' || mode === 'signUp') && (
            <>
              <GoogleSignIn onClick={google} disabled={busy} label={m['auth.google']!} divider={m['auth.orEmail']!} />
            </>
          )}
          <form onSubmit={submit} noValidate className={mode === 'reset' || mode === 'newPassword' ? 'mt-6 space-y-4' : 'space-y-4'}>
            {mode === 'signUp' && (
              <div>
                <label htmlFor="auth-full-name" className={label}>
                  {m['auth.fullName']}
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
                  {m['auth.email']}
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
                  {mode === 'newPassword' ? m['auth.newPasswordLabel'] : m['auth.password']}
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
                  {m['auth.confirmNewPassword']}
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
              {busy ? m['auth.loading'] : title.submit}
            </button>
          </form>
          {mode === 'newPassword' && awaitingCode && full && (
            <AuthenticatorCodeForm
              client={full}
              purpose={m['auth.code.purposeNewPassword']!}
              messages={m}
              locale={locale}
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
                    {m['auth.forgot']}
                  </button>
                </p>
                <p>
                  {m['auth.noAccount']}{' '}
                  <button type="button" className={linkButton} onClick={() => switchMode('signUp')}>
                    {m['auth.signUpLink']}
                  </button>
                </p>
              </>
            )}
            {mode === 'signUp' && (
              <p>
                {m['auth.haveAccount']}{' '}
                <button type="button" className={linkButton} onClick={() => switchMode('signIn')}>
                  {m['auth.signInLink']}
                </button>
              </p>
            )}
            {mode === 'reset' && (
              <p>
                <button type="button" className={linkButton} onClick={() => switchMode('signIn')}>
                  {m['auth.backToSignIn']}
                </button>
              </p>
            )}
          </div>
        </>
      )}
    </div>
  );
}
