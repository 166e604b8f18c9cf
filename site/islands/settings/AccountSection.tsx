/**
 * E-mail and password changes (beyond the spec; readers expect them where their profile is). An account with a second
 * factor (an admin's) confirms either with the authenticator's code first when the session has not passed it:
 * GoTrue refuses both below aal2 (site/signed-in/second-factor.ts). A new password needs the current one (Auth's
 * "require current password" setting), so a session left open or stolen cannot replace it; an account that has none
 * yet (Google only) leaves that field empty, and Auth does not ask.
 */
import { useRef, useState, type ComponentType, type FormEvent } from 'react';
import type { BrowserClient } from '../../data/client/types.ts';
import { loadBrowserClient } from '../../data/client/lazy-browser-client.ts';
import { EMAIL_CHANGE_RETURN_PATH } from '@lib/account/session-from-url.ts';
import { localePath } from '@lib/i18n/paths.ts';
import { toast } from '../../lib/toast.ts';
import { card, cardTitle, inputClass, labelClass, muted, primaryButton } from '../../lib/dashboard/ui.ts';
import { codeNeededForChange, refusedBelowAal2 } from '../../signed-in/second-factor.ts';
import type AuthenticatorCodeFormType from '../AuthenticatorCodeForm.tsx';
import { useT } from '../i18n/IslandMessages.tsx';
import type { AuthRefusal } from '@lib/auth/refusals.ts';

type Change = { kind: 'email'; email: string } | { kind: 'password'; password: string; currentPassword: string };

/** Auth's two refusals of a password change for the current password, each said plainly in every edition. */
const CURRENT_PASSWORD_REFUSALS: Readonly<Record<string, string>> = {
  current_password_required: 'settings.account.currentPasswordRequired',
  current_password_invalid: 'settings.account.currentPasswordWrong',
};

const PURPOSE: Record<Change['kind'], string> = {
  email: 'settings.account.purposeEmail',
  password: 'settings.account.purposePassword',
};

/** E-mail and password changes go through supabase-js's auth client, loaded on the first change asked for. */
export default function AccountSection({ email }: { email: string }) {
  const t = useT();
  const [currentEmail, setCurrentEmail] = useState(email);
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const currentPasswordInput = useRef<HTMLInputElement>(null);
  const [currentPasswordRefused, setCurrentPasswordRefused] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState<Change['kind'] | null>(null);
  /** The change waiting for the authenticator's code. */
  const [awaitingCode, setAwaitingCode] = useState<Change | null>(null);
  /** supabase-js's client, once a change has loaded it (the authenticator's form needs it). */
  const [full, setFull] = useState<BrowserClient | null>(null);

  /** The authenticator code form, loaded with supabase-js when the reader first saves a change. */
  const [AuthenticatorCodeForm, setCodeForm] = useState<ComponentType<Parameters<typeof AuthenticatorCodeFormType>[0]> | null>(null);

  async function fullClient(): Promise<BrowserClient> {
    const [client, form] = await Promise.all([loadBrowserClient(), import('../AuthenticatorCodeForm.tsx')]);
    setCodeForm(() => form.default);
    setFull(client);
    return client;
  }

  /** GoTrue's refusal in the page's words; its catalogue loads only when a change is refused. */
  async function refusalText(error: AuthRefusal, fallbackKey: string): Promise<string> {
    try {
      const { authRefusalText } = await import('@lib/auth/refusals.ts');
      return authRefusalText(t, t.locale, error, fallbackKey);
    } catch {
      return t(fallbackKey);
    }
  }

  async function saveEmail(address: string) {
    setBusy('email');
    const { data, error } = await (
      await fullClient()
    ).auth.updateUser({ email: address }, { emailRedirectTo: new URL(localePath(t.locale, EMAIL_CHANGE_RETURN_PATH), window.location.origin).href });
    setBusy(null);
    if (refusedBelowAal2(error)) return setAwaitingCode({ kind: 'email', email: address });
    if (error) return toast(await refusalText(error, 'settings.account.emailFailed'), 'error');
    if (data.user?.email?.toLowerCase() === address.toLowerCase()) {
      setCurrentEmail(data.user.email);
      toast(t('settings.account.emailUpdated'));
    } else {
      toast(t('settings.account.emailChangeSent'));
    }
    setNewEmail('');
  }

  async function savePassword(change: Extract<Change, { kind: 'password' }>) {
    setBusy('password');
    // Left empty, it is not sent: an account without a password (Google only) sets its first one without it.
    const { error } = await (
      await fullClient()
    ).auth.updateUser(change.currentPassword ? { password: change.password, current_password: change.currentPassword } : { password: change.password });
    setBusy(null);
    if (refusedBelowAal2(error)) return setAwaitingCode(change);
    const currentRefusal = error?.code ? CURRENT_PASSWORD_REFUSALS[error.code] : undefined;
    setCurrentPasswordRefused(Boolean(currentRefusal));
    if (currentRefusal) {
      currentPasswordInput.current?.focus();
      return toast(t(currentRefusal), 'error');
    }
    if (error) return toast(await refusalText(error, 'settings.account.passwordFailed'), 'error');
    toast(t('settings.account.passwordUpdated'));
    setCurrentPassword('');
    setPassword('');
    setConfirmation('');
  }

  const save = (change: Change) => (change.kind === 'email' ? saveEmail(change.email) : savePassword(change));

  /** Saves the change, or first asks for the code when GoTrue would refuse it without. */
  async function request(change: Change) {
    setAwaitingCode(null);
    setBusy(change.kind);
    const codeFirst = await codeNeededForChange(await fullClient());
    setBusy(null);
    if (codeFirst) return setAwaitingCode(change);
    await save(change);
  }

  /**
   * The account's rules for an address and a password, loaded with the first change sent (a reader who changes
   * neither never needs them); null, with the change's failure said, when they cannot load (offline).
   */
  async function accountRules(failedKey: string): Promise<typeof import('@lib/account/auth-form.ts') | null> {
    try {
      return await import('@lib/account/auth-form.ts');
    } catch {
      toast(t(failedKey), 'error');
      return null;
    }
  }

  async function changeEmail(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const rules = await accountRules('settings.account.emailFailed');
    if (!rules) return;
    if (!rules.isValidEmail(newEmail)) return toast(t('auth.problem.emailInvalid'), 'error');
    void request({ kind: 'email', email: newEmail.trim() });
  }

  async function changePassword(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const rules = await accountRules('settings.account.passwordFailed');
    if (!rules) return;
    const problem = rules.newPasswordProblem(password, confirmation);
    if (problem) return toast(t(`auth.problem.${problem}`), 'error');
    void request({ kind: 'password', password, currentPassword });
  }

  const codeForm = (kind: Change['kind']) =>
    awaitingCode?.kind === kind &&
    full &&
    AuthenticatorCodeForm && (
      <AuthenticatorCodeForm
        client={full}
        purpose={t(PURPOSE[kind])}
        messages={t.messages}
        locale={t.locale}
        onVerified={() => {
          setAwaitingCode(null);
          void save(awaitingCode);
        }}
        onCancel={() => setAwaitingCode(null)}
      />
    );

  return (
    <section className={card} aria-labelledby="account-heading">
      <h2 id="account-heading" className={cardTitle}>
        {t('settings.account.heading')}
      </h2>
      <p className={`mt-1 text-sm ${muted}`}>
        {t('settings.account.signedInAs')} <strong data-testid="account-email">{currentEmail}</strong>
      </p>
      <form onSubmit={(event) => void changeEmail(event)} noValidate className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor="settings-email" className={labelClass}>
            {t('settings.account.newEmail')}
          </label>
          <input id="settings-email" type="email" autoComplete="email" className={inputClass} value={newEmail} onChange={(e) => setNewEmail(e.target.value)} />
        </div>
        <button type="submit" className={primaryButton} disabled={busy !== null}>
          {busy === 'email' ? t('settings.loading') : t('settings.account.changeEmail')}
        </button>
      </form>
      {codeForm('email')}
      <form onSubmit={(event) => void changePassword(event)} noValidate className="mt-5 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="sm:col-span-3 sm:max-w-sm">
          <label htmlFor="settings-current-password" className={labelClass}>
            {t('settings.account.currentPassword')}
          </label>
          <input
            id="settings-current-password"
            ref={currentPasswordInput}
            type="password"
            autoComplete="current-password"
            className={inputClass}
            value={currentPassword}
            aria-invalid={currentPasswordRefused || undefined}
            aria-describedby="settings-current-password-hint"
            onChange={(e) => setCurrentPassword(e.target.value)}
          />
          <p id="settings-current-password-hint" className={`mt-1 text-xs ${muted}`}>
            {t('settings.account.currentPasswordHint')}
          </p>
        </div>
        <div>
          <label htmlFor="settings-password" className={labelClass}>
            {t('settings.account.newPassword')}
          </label>
          <input
            id="settings-password"
            type="password"
            autoComplete="new-password"
            className={inputClass}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="settings-password-confirmation" className={labelClass}>
            {t('settings.account.confirmPassword')}
          </label>
          <input
            id="settings-password-confirmation"
            type="password"
            autoComplete="new-password"
            className={inputClass}
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
          />
        </div>
        <button type="submit" className={primaryButton} disabled={busy !== null}>
          {busy === 'password' ? t('settings.loading') : t('settings.account.changePassword')}
        </button>
      </form>
      {codeForm('password')}
    </section>
  );
}
