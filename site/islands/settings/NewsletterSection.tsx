/**
 * The e-mail in /settings for a signed-in reader. An account whose address is confirmed turns the e-mail on in one
 * step (its address is already proven: no confirmation e-mail), chooses daily or weekly, and stops it again, as the
 * unsubscribe link does. An account whose address is not confirmed is asked to confirm it first. The daily e-mail's
 * hour and edition are chosen under Reminders (RemindersSection.tsx), which turns it on and off as well; the two
 * sections reload when the other changes the e-mail.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { isFrequency, type Frequency } from '@lib/newsletter/frequency.ts';
import { LOCALE_NAMES, LOCALES, type Locale } from '@lib/i18n/locales.ts';
import { myNewsletterFrequency, setMyNewsletterFrequency, subscribeMeToNewsletter, unsubscribeMeFromNewsletter } from '../../data/newsletter.ts';
import { NEWSLETTER_CHANGED } from './newsletter-changed.ts';
import { toast } from '../../lib/toast.ts';
import { card, cardTitle, inputClass, labelClass, muted, primaryButton, secondaryButton } from '../../lib/dashboard/ui.ts';
import FrequencyFieldset from '../newsletter/FrequencyFieldset.tsx';
import { useT } from '../i18n/IslandMessages.tsx';
import { untranslatedError } from '@lib/i18n/untranslated-error.ts';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'unconfirmed' }
  | { kind: 'failed' }
  /** `stopped`: the reader has just stopped the e-mails here. */
  | { kind: 'not-subscribed'; choice: Frequency; language: Locale; stopped: boolean }
  | { kind: 'subscribed'; choice: Frequency };

interface Props {
  client: SupabaseClient<Database>;
  email: string;
  /** Whether the account's address is confirmed (GoTrue's email_confirmed_at). */
  emailConfirmed: boolean;
}

export default function NewsletterSection({ client, email, emailConfirmed }: Props) {
  const t = useT();
  const notSubscribed = (stopped: boolean): Loaded => ({ kind: 'not-subscribed', choice: 'daily', language: t.locale, stopped });
  const [state, setState] = useState<Loaded>(emailConfirmed ? { kind: 'loading' } : { kind: 'unconfirmed' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!emailConfirmed) return;
    const load = () =>
      void myNewsletterFrequency(client).then(({ data, error }) => {
        if (error) {
          console.error('Settings: could not load the e-mail preferences:', error.message);
          return setState({ kind: 'failed' });
        }
        setState(isFrequency(data) ? { kind: 'subscribed', choice: data } : notSubscribed(false));
      });
    load();
    window.addEventListener(NEWSLETTER_CHANGED, load);
    return () => window.removeEventListener(NEWSLETTER_CHANGED, load);
    // The page's edition does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, emailConfirmed]);

  /** Tells the Reminders section, whose e-mail channel is the daily e-mail. */
  const changed = () => window.dispatchEvent(new Event(NEWSLETTER_CHANGED));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy || state.kind !== 'subscribed') return;
    setBusy(true);
    const { error } = await setMyNewsletterFrequency(client, state.choice);
    setBusy(false);
    if (error) return toast(untranslatedError(t.locale, error.message, t('settings.newsletter.failed')), 'error');
    changed();
    toast(t(state.choice === 'daily' ? 'settings.newsletter.savedDaily' : 'settings.newsletter.savedWeekly'));
  }

  async function subscribe(event: FormEvent) {
    event.preventDefault();
    if (busy || state.kind !== 'not-subscribed') return;
    setBusy(true);
    const { data, error } = await subscribeMeToNewsletter(client, state.choice, state.language);
    setBusy(false);
    if (error || !isFrequency(data)) {
      return toast(untranslatedError(t.locale, error?.message, t('settings.newsletter.subscribeFailed')), 'error');
    }
    setState({ kind: 'subscribed', choice: data });
    changed();
    toast(t(data === 'daily' ? 'settings.newsletter.subscribedDaily' : 'settings.newsletter.subscribedWeekly'));
  }

  async function stop() {
    if (busy || state.kind !== 'subscribed') return;
    setBusy(true);
    const { error } = await unsubscribeMeFromNewsletter(client);
    setBusy(false);
    if (error) return toast(untranslatedError(t.locale, error.message, t('settings.newsletter.stopFailed')), 'error');
    setState(notSubscribed(true));
    changed();
    toast(t('settings.newsletter.stopped'));
  }

  const frequencyLabels = {
    legend: t('settings.frequency.legend'),
    daily: { label: t('settings.frequency.daily'), hint: t('settings.frequency.dailyHint') },
    weekly: { label: t('settings.frequency.weekly'), hint: t('settings.frequency.weeklyHint') },
  };

  return (
    <section className={card} aria-labelledby="newsletter-heading" data-testid="settings-newsletter">
      <h2 id="newsletter-heading" className={cardTitle}>
        {t('settings.newsletter.heading')}
      </h2>
      {state.kind === 'loading' && (
        <p className={`mt-4 ${muted}`} aria-busy="true">
          {t('settings.loading')}
        </p>
      )}
      {state.kind === 'failed' && <p className={`mt-4 ${muted}`}>{t('settings.newsletter.failedToLoad')}</p>}
      {state.kind === 'unconfirmed' && <p className={`mt-4 ${muted}`}>{t('settings.newsletter.confirmFirst', { email })}</p>}
      {state.kind === 'not-subscribed' && (
        <form onSubmit={subscribe} className="mt-4 space-y-4">
          <p className={muted} role="status">
            {t(state.stopped ? 'settings.newsletter.stoppedStatus' : 'settings.newsletter.notSubscribed', { email })}
          </p>
          <FrequencyFieldset name="settings-frequency" value={state.choice} onChange={(choice) => setState({ ...state, choice })} labels={frequencyLabels} />
          <div>
            <label htmlFor="settings-newsletter-language" className={labelClass}>
              {t('settings.newsletter.language')}
            </label>
            <select
              id="settings-newsletter-language"
              className={inputClass}
              value={state.language}
              onChange={(event) => setState({ ...state, language: event.target.value as Locale })}
            >
              {LOCALES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LOCALE_NAMES[code]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? t('settings.saving') : t(state.choice === 'daily' ? 'settings.newsletter.subscribeDaily' : 'settings.newsletter.subscribeWeekly')}
          </button>
        </form>
      )}
      {state.kind === 'subscribed' && (
        <form onSubmit={save} className="mt-4 space-y-4">
          <p className={muted}>{t('settings.newsletter.subscribed', { email })}</p>
          <FrequencyFieldset name="settings-frequency" value={state.choice} onChange={(choice) => setState({ ...state, choice })} labels={frequencyLabels} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={primaryButton} disabled={busy}>
              {busy ? t('settings.saving') : t('settings.newsletter.save')}
            </button>
            <button type="button" className={secondaryButton} disabled={busy} onClick={() => void stop()}>
              {t('settings.newsletter.stop')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
