/**
 * The authenticator's code, asked inline before a change GoTrue takes only from a session that passed the second
 * factor (site/signed-in/second-factor.ts). Focus moves to the field as it appears; a wrong code says so beside it.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { passSecondFactor } from '../signed-in/second-factor.ts';
import { untranslatedError } from '@lib/i18n/untranslated-error.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { inputClass, labelClass, muted, primaryButton, secondaryButton } from '../lib/dashboard/ui.ts';
import { CODE_FORMAT, TOO_MANY_ATTEMPTS, WRONG_CODE } from '@lib/account/authenticator-code.ts';

/** The refusals passSecondFactor names, by their key in the "auth.code." messages. */
const REFUSAL_KEYS: Record<string, string> = { [CODE_FORMAT]: 'auth.code.format', [WRONG_CODE]: 'auth.code.wrong', [TOO_MANY_ATTEMPTS]: 'auth.code.tooMany' };

interface Props {
  client: SupabaseClient;
  /** What the code confirms, completing "Enter the 6-digit code from your authenticator app to …". */
  purpose: string;
  onVerified: () => void;
  onCancel: () => void;
  /** The page's edition's "auth.code." messages (lib/i18n/catalogues/{language}/auth.ts). */
  messages: Record<string, string>;
  /** The page's edition: a refusal the messages do not name is shown as it came in English only. */
  locale: Locale;
}

export default function AuthenticatorCodeForm({ client, purpose, onVerified, onCancel, messages: m, locale }: Props) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The form appears in answer to the person's own click, so their focus follows it.
  useEffect(() => field.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const problem = await passSecondFactor(client, code);
    setBusy(false);
    if (problem) {
      setError(m[REFUSAL_KEYS[problem] ?? ''] ?? untranslatedError(locale, problem, m['auth.code.failed']!));
      setCode('');
      field.current?.focus();
      return;
    }
    onVerified();
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="mt-4 rounded-xl border border-brand-600/40 bg-brand-50/60 p-4 dark:border-brand-100/30 dark:bg-stone-800"
    >
      <p id={`${id}-title`} className="font-semibold text-stone-900 dark:text-stone-50">
        {m['auth.code.title']}
      </p>
      <p id={`${id}-hint`} className={`mt-1 text-sm ${muted}`}>
        {m['auth.code.hint']!.replace('{purpose}', purpose)}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-code`} className={labelClass}>
            {m['auth.code.label']}
          </label>
          <input
            ref={field}
            id={`${id}-code`}
            className={inputClass}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? m['auth.loading'] : m['auth.code.verify']}
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {m['auth.code.cancel']}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </form>
  );
}
