import { useEffect, useState, type FormEvent } from 'react';
import { frequencySaved, isFrequency, type Frequency } from '@lib/newsletter/frequency.ts';
import FrequencyFieldset from './FrequencyFieldset.tsx';

const loadBrowserClient = () => import('../../lib/supabase-browser.ts').then((m) => m.browserClient());

const FAILED = "We couldn't do that just now. Please try again in a moment.";

type State =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'unsubscribed' }
  | { kind: 'failed' }
  | { kind: 'ready'; saved: Frequency; choice: Frequency; message: string | null; error: string | null; busy: boolean };

/** What the newsletter function answered, as a state of the page. */
async function ask(token: string, frequency?: Frequency): Promise<{ status: number; frequency?: Frequency; subscribed?: boolean }> {
  const { data, error } = await (await loadBrowserClient()).functions.invoke('newsletter/preferences', { body: frequency ? { token, frequency } : { token } });
  if (!error) return { status: 200, frequency: isFrequency(data?.frequency) ? data.frequency : undefined, subscribed: data?.subscribed !== false };
  const status = (error as { context?: Response }).context?.status ?? 0;
  if (status !== 404 && status !== 409) console.error('Newsletter preferences failed', error);
  return { status };
}

/**
 * /newsletter/preferences/: daily or weekly, by the token in every e-mail's link, without signing in. Opening the
 * page only reads (mail scanners open links); the Save button changes, and Unsubscribe goes to the page that asks.
 */
export default function NewsletterPreferences() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const token = typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('token') ?? '');

  useEffect(() => {
    void ask(token)
      .then((answer) => {
        if (answer.status === 404) return setState({ kind: 'invalid' });
        if (answer.status !== 200 || !answer.frequency) return setState({ kind: 'failed' });
        if (!answer.subscribed) return setState({ kind: 'unsubscribed' });
        setState({ kind: 'ready', saved: answer.frequency, choice: answer.frequency, message: null, error: null, busy: false });
      })
      .catch((error) => {
        console.error('Newsletter preferences failed', error);
        setState({ kind: 'failed' });
      });
  }, [token]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (state.kind !== 'ready' || state.busy) return;
    const choice = state.choice;
    setState({ ...state, busy: true, message: null, error: null });
    const answer = await ask(token, choice).catch(() => ({ status: 0 }) as { status: number; frequency?: Frequency });
    if (answer.status === 404) return setState({ kind: 'invalid' });
    if (answer.status === 409) return setState({ kind: 'unsubscribed' });
    if (answer.status !== 200) return setState({ ...state, choice, busy: false, message: null, error: FAILED });
    setState({ kind: 'ready', saved: choice, choice, busy: false, error: null, message: frequencySaved(choice) });
  }

  if (state.kind === 'loading')
    return (
      <p aria-busy="true" data-testid="newsletter-preferences-loading">
        Loading your preferences...
      </p>
    );
  if (state.kind === 'invalid')
    return (
      <p role="alert" data-testid="newsletter-preferences-invalid">
        This link is not valid. It may be incomplete, or the address it belonged to was removed from our list.
      </p>
    );
  if (state.kind === 'unsubscribed')
    return (
      <p role="status" data-testid="newsletter-preferences-unsubscribed">
        This address has unsubscribed. To receive e-mail again, sign up at the bottom of any page.
      </p>
    );
  if (state.kind === 'failed')
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {FAILED}
      </p>
    );
  return (
    <form onSubmit={save} className="mx-auto flex max-w-md flex-col items-center gap-5" data-testid="newsletter-preferences-form">
      <FrequencyFieldset name="frequency" value={state.choice} onChange={(choice) => setState({ ...state, choice, message: null, error: null })} />
      <button
        type="submit"
        disabled={state.busy}
        className="rounded-full bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-80 dark:focus-visible:ring-amber-400 dark:focus-visible:ring-offset-stone-900"
      >
        {state.busy ? 'Saving...' : 'Save my choice'}
      </button>
      {state.message && (
        <p role="status" className="text-green-800 dark:text-green-300">
          {state.message}
        </p>
      )}
      {state.error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {state.error}
        </p>
      )}
      <p className="text-sm">
        Or stop all e-mail:{' '}
        <a href={`/newsletter/unsubscribe/?token=${encodeURIComponent(token)}`} className="underline">
          Unsubscribe
        </a>
      </p>
    </form>
  );
}
