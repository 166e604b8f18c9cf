import { useEffect, useState, type FormEvent } from 'react';
import { isFrequency, type Frequency } from '@lib/newsletter/frequency.ts';
import { preferencesSaved } from '@lib/newsletter/preference-choices.ts';
import { translationOrDefault, type TranslationId } from '@lib/scripture/translations.ts';
import FrequencyFieldset from './FrequencyFieldset.tsx';
import TranslationFieldset from './TranslationFieldset.tsx';

const loadBrowserClient = () => import('../../lib/supabase-browser.ts').then((m) => m.browserClient());

const FAILED = "We couldn't do that just now. Please try again in a moment.";

interface Choice {
  frequency: Frequency;
  translation: TranslationId;
}

type State =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'unsubscribed' }
  | { kind: 'failed' }
  | { kind: 'ready'; choice: Choice; message: string | null; error: string | null; busy: boolean };

interface Answer {
  status: number;
  choice?: Choice;
  subscribed?: boolean;
}

/** What the newsletter function answered, as a state of the page. */
async function ask(token: string, choice?: Choice): Promise<Answer> {
  const { data, error } = await (await loadBrowserClient()).functions.invoke('newsletter/preferences', { body: { token, ...choice } });
  if (!error) {
    const frequency = isFrequency(data?.frequency) ? data.frequency : undefined;
    return { status: 200, choice: frequency && { frequency, translation: translationOrDefault(data?.translation) }, subscribed: data?.subscribed !== false };
  }
  const status = (error as { context?: Response }).context?.status ?? 0;
  if (status !== 404 && status !== 409) console.error('Newsletter preferences failed', error);
  return { status };
}

/**
 * /newsletter/preferences/: daily or weekly, and the Bible translation the e-mail quotes, by the token in every
 * e-mail's link, without signing in. Opening the page only reads (mail scanners open links); the Save button
 * changes, and Unsubscribe goes to the page that asks.
 */
export default function NewsletterPreferences() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const token = typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('token') ?? '');

  useEffect(() => {
    void ask(token)
      .then((answer) => {
        if (answer.status === 404) return setState({ kind: 'invalid' });
        if (answer.status !== 200 || !answer.choice) return setState({ kind: 'failed' });
        if (!answer.subscribed) return setState({ kind: 'unsubscribed' });
        setState({ kind: 'ready', choice: answer.choice, message: null, error: null, busy: false });
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
    const answer = await ask(token, choice).catch((): Answer => ({ status: 0 }));
    if (answer.status === 404) return setState({ kind: 'invalid' });
    if (answer.status === 409) return setState({ kind: 'unsubscribed' });
    if (answer.status !== 200) return setState({ ...state, choice, busy: false, message: null, error: FAILED });
    setState({ kind: 'ready', choice, busy: false, error: null, message: preferencesSaved(choice.frequency, choice.translation) });
  }

  const choose = (change: Partial<Choice>) =>
    state.kind === 'ready' && setState({ ...state, choice: { ...state.choice, ...change }, message: null, error: null });

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
      <FrequencyFieldset name="frequency" value={state.choice.frequency} onChange={(frequency) => choose({ frequency })} />
      <TranslationFieldset name="translation" value={state.choice.translation} onChange={(translation) => choose({ translation })} />
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
