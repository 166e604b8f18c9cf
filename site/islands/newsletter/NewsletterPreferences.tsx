import { useEffect, useState, type FormEvent } from 'react';
import { isFrequency, type Frequency } from '@lib/newsletter/frequency.ts';
import { editionBible, isBible, TRANSLATIONS, translationsFor, type BibleId } from '@lib/scripture/translations.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import FrequencyFieldset from './FrequencyFieldset.tsx';
import TranslationFieldset from './TranslationFieldset.tsx';
import { editionHref } from '../../lib/i18n/edition-routes.ts';
import { IslandMessages, useT } from '../i18n/IslandMessages.tsx';
import { newsletterPreferences } from '../../data/newsletter-links.ts';

interface Choice {
  frequency: Frequency;
  translation: BibleId;
}

/** The stored translation as this edition offers it; one it does not offer shows as the edition's own Bible. */
function offeredTranslation(locale: Locale, stored: unknown): BibleId {
  return isBible(stored) && translationsFor(locale).includes(stored) ? stored : editionBible(locale);
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
async function ask(locale: Locale, token: string, choice?: Choice): Promise<Answer> {
  const { data, error } = await newsletterPreferences(token, choice);
  if (!error) {
    const frequency = isFrequency(data?.frequency) ? data.frequency : undefined;
    return {
      status: 200,
      choice: frequency && { frequency, translation: offeredTranslation(locale, data?.translation) },
      subscribed: data?.subscribed !== false,
    };
  }
  const status = (error as { context?: Response }).context?.status ?? 0;
  if (status !== 404 && status !== 409) console.error('Newsletter preferences failed', error);
  return { status };
}

/**
 * /newsletter/preferences/: daily or weekly, and the Bible translation the e-mail quotes, by the token in every
 * e-mail's link, without signing in. Opening the page only reads (mail scanners open links); the Save button
 * changes, and Unsubscribe goes to the page that asks. In each edition its words, and its Bibles:
 * the Dutch page offers the Statenvertaling beside the KJV and the BSB, the Spanish page the Reina-Valera 1909.
 * `messages`: the edition's "newsletterPreferences." messages.
 */
export default function NewsletterPreferences({ locale, messages }: { locale: Locale; messages: Record<string, string> }) {
  return (
    <IslandMessages locale={locale} messages={messages}>
      <PreferencesForm />
    </IslandMessages>
  );
}

function PreferencesForm() {
  const t = useT();
  const locale = t.locale;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const token = typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('token') ?? '');

  useEffect(() => {
    void ask(locale, token)
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
  }, [locale, token]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (state.kind !== 'ready' || state.busy) return;
    const choice = state.choice;
    setState({ ...state, busy: true, message: null, error: null });
    const answer = await ask(locale, token, choice).catch((): Answer => ({ status: 0 }));
    if (answer.status === 404) return setState({ kind: 'invalid' });
    if (answer.status === 409) return setState({ kind: 'unsubscribed' });
    if (answer.status !== 200) return setState({ ...state, choice, busy: false, message: null, error: t('newsletterPreferences.failed') });
    const saved = t(choice.frequency === 'daily' ? 'newsletterPreferences.savedDaily' : 'newsletterPreferences.savedWeekly', {
      translation: TRANSLATIONS[choice.translation].abbreviation,
    });
    setState({ kind: 'ready', choice, busy: false, error: null, message: saved });
  }

  const choose = (change: Partial<Choice>) =>
    state.kind === 'ready' && setState({ ...state, choice: { ...state.choice, ...change }, message: null, error: null });

  if (state.kind === 'loading')
    return (
      <p aria-busy="true" data-testid="newsletter-preferences-loading">
        {t('newsletterPreferences.loading')}
      </p>
    );
  if (state.kind === 'invalid')
    return (
      <p role="alert" data-testid="newsletter-preferences-invalid">
        {t('newsletterPreferences.invalid')}
      </p>
    );
  if (state.kind === 'unsubscribed')
    return (
      <p role="status" data-testid="newsletter-preferences-unsubscribed">
        {t('newsletterPreferences.unsubscribed')}
      </p>
    );
  if (state.kind === 'failed')
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {t('newsletterPreferences.failed')}
      </p>
    );
  return (
    <form onSubmit={save} className="mx-auto flex max-w-md flex-col items-center gap-5" data-testid="newsletter-preferences-form">
      <FrequencyFieldset
        name="frequency"
        value={state.choice.frequency}
        onChange={(frequency) => choose({ frequency })}
        labels={{
          legend: t('newsletterPreferences.frequency'),
          daily: { label: t('newsletterPreferences.daily'), hint: t('newsletterPreferences.dailyHint') },
          weekly: { label: t('newsletterPreferences.weekly'), hint: t('newsletterPreferences.weeklyHint') },
        }}
      />
      <TranslationFieldset
        name="translation"
        offered={translationsFor(locale)}
        value={state.choice.translation}
        onChange={(translation) => choose({ translation })}
        legend={t('newsletterPreferences.translation')}
        hint={(id) => t(`newsletterPreferences.hint.${id}`)}
      />
      <button
        type="submit"
        disabled={state.busy}
        className="rounded-full bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-80 dark:focus-visible:ring-amber-400 dark:focus-visible:ring-offset-stone-900"
      >
        {state.busy ? t('newsletterPreferences.saving') : t('newsletterPreferences.save')}
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
        {t('newsletterPreferences.stopAll')}{' '}
        <a href={`${editionHref(locale, '/newsletter/unsubscribe/')}?token=${encodeURIComponent(token)}`} className="underline">
          {t('newsletterPreferences.unsubscribe')}
        </a>
      </p>
    </form>
  );
}
