import { useId, useState, type FormEvent } from 'react';
import { newsletterEmailError } from '@lib/newsletter/email.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { toast } from '../lib/toast.ts';

// supabase-js loads on first submit (data/newsletter-links.ts), not with the page: most readers never send the form.
import { subscribeToNewsletter } from '../data/newsletter-links.ts';

/**
 * The footer's weekly e-mail sign-up, double opt-in: the newsletter function stores the
 * address and e-mails a confirmation link; digests go only to confirmed addresses.
 * An address already on the list is reported as a success: the visitor is subscribed either way, and
 * the form must not reveal whether someone else's address is on our list.
 */
export default function NewsletterSignup({ locale, messages: m }: { locale: Locale; messages: Record<string, string> }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = newsletterEmailError(email) && m['newsletter.emailInvalid']!;
    setError(invalid);
    if (invalid) return;

    setPending(true);
    try {
      // The newsletter function stores the address and mails the confirmation link (double opt-in). It answers
      // the same for an address already on the list, so the form never reveals who subscribes.
      // The edition's language: the newsletter's e-mails to this address are written in it.
      const { error: invokeError } = await subscribeToNewsletter(email.trim(), locale);
      if (invokeError) {
        const status = (invokeError as { context?: Response }).context?.status;
        if (status === 400) setError(m['newsletter.emailInvalid']!);
        else {
          console.error('Newsletter sign-up failed', invokeError);
          // A function that cannot be reached (FunctionsFetchError) has no HTTP status.
          toast(status ? m['newsletter.serverError']! : m['newsletter.networkError']!, 'error');
        }
        return;
      }
      toast(m['newsletter.thanks']!);
      setEmail('');
    } catch (caught) {
      console.error('Newsletter sign-up failed', caught);
      toast(m['newsletter.networkError']!, 'error');
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={subscribe} noValidate className="flex flex-col gap-2" data-testid="newsletter-form">
      <label htmlFor={inputId} className="text-sm font-medium text-stone-800 dark:text-stone-100">
        {m['newsletter.emailLabel']}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={m['newsletter.emailPlaceholder']}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-4 py-2 text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-50 dark:placeholder:text-stone-400"
        />
        <button
          type="submit"
          disabled={pending}
          className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-80 dark:focus-visible:ring-amber-400 dark:focus-visible:ring-offset-stone-900"
        >
          {pending ? m['newsletter.signingUp'] : m['newsletter.signUp']}
        </button>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </form>
  );
}
