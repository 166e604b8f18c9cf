/** E-mail and password changes (beyond the spec; readers expect them where their profile is). */
import { useState, type FormEvent } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { EMAIL_CHANGE_SENT, isValidEmail, newPasswordError } from '@lib/account/auth-form.ts';
import { toast } from '../../lib/toast.ts';
import { card, cardTitle, inputClass, labelClass, muted, primaryButton } from '../../lib/dashboard/ui.ts';

export default function AccountSection({ client, email }: { client: SupabaseClient; email: string }) {
  const [currentEmail, setCurrentEmail] = useState(email);
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState<'email' | 'password' | null>(null);

  async function changeEmail(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!isValidEmail(newEmail)) return toast('Please enter a valid email address', 'error');
    setBusy('email');
    const { data, error } = await client.auth.updateUser({ email: newEmail.trim() }, { emailRedirectTo: `${window.location.origin}/settings` });
    setBusy(null);
    if (error) return toast(error.message || 'Failed to update email', 'error');
    if (data.user?.email?.toLowerCase() === newEmail.trim().toLowerCase()) {
      setCurrentEmail(data.user.email);
      toast('Email updated successfully!');
    } else {
      toast(EMAIL_CHANGE_SENT);
    }
    setNewEmail('');
  }

  async function changePassword(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = newPasswordError(password, confirmation);
    if (problem) return toast(problem, 'error');
    setBusy('password');
    const { error } = await client.auth.updateUser({ password });
    setBusy(null);
    if (error) return toast(error.message || 'Failed to update password', 'error');
    toast('Password updated successfully!');
    setPassword('');
    setConfirmation('');
  }

  return (
    <section className={card} aria-labelledby="account-heading">
      <h2 id="account-heading" className={cardTitle}>
        Account
      </h2>
      <p className={`mt-1 text-sm ${muted}`}>
        Signed in as <strong data-testid="account-email">{currentEmail}</strong>
      </p>
      <form onSubmit={changeEmail} noValidate className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor="settings-email" className={labelClass}>
            New email address
          </label>
          <input id="settings-email" type="email" autoComplete="email" className={inputClass} value={newEmail} onChange={(e) => setNewEmail(e.target.value)} />
        </div>
        <button type="submit" className={primaryButton} disabled={busy !== null}>
          {busy === 'email' ? 'Loading...' : 'Change Email'}
        </button>
      </form>
      <form onSubmit={changePassword} noValidate className="mt-5 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor="settings-password" className={labelClass}>
            New password
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
            Confirm new password
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
          {busy === 'password' ? 'Loading...' : 'Change Password'}
        </button>
      </form>
    </section>
  );
}
