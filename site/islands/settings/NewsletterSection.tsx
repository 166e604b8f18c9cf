/**
 * The e-mail in /settings for a signed-in reader. An account whose address is confirmed turns the e-mail on in one
 * step (its address is already proven: no confirmation e-mail), chooses daily or weekly, and stops it again, as the
 * unsubscribe link does. An account whose address is not confirmed is asked to confirm it first. A daily subscriber
 * chooses the hour it comes, read in the browser's time zone (named beside the choice), or as soon as it is out.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { isFrequency, type Frequency } from '@lib/newsletter/frequency.ts';
import { INTL_LOCALES, LOCALE_NAMES, LOCALES, type Locale } from '@lib/i18n/locales.ts';
import {
  myNewsletterFrequency,
  myNewsletterSendHour,
  setMyNewsletterFrequency,
  setMyNewsletterSendHour,
  subscribeMeToNewsletter,
  unsubscribeMeFromNewsletter,
} from '../../data/newsletter.ts';
import { isSendHour, SEND_HOURS, sendHourLabel } from '@lib/newsletter/send-hour.ts';
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
  /** `hour`: the hour (0–23, on the reader's clock) the daily e-mail goes from; null as soon as it is out. */
  | { kind: 'subscribed'; choice: Frequency; hour: number | null };

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
  // The browser's zone: the one the reader's clock shows, and the one the hour is stored with.
  const [timeZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  const hourLabel = (hour: number) => sendHourLabel(INTL_LOCALES[t.locale], hour);

  useEffect(() => {
    if (!emailConfirmed) return;
    void Promise.all([myNewsletterFrequency(client), myNewsletterSendHour(client)]).then(([frequency, sendHour]) => {
      const error = frequency.error ?? sendHour.error;
      if (error) {
        console.error('Settings: could not load the e-mail preferences:', error.message);
        return setState({ kind: 'failed' });
      }
      const { data } = frequency;
      setState(isFrequency(data) ? { kind: 'subscribed', choice: data, hour: isSendHour(sendHour.data) ? sendHour.data : null } : notSubscribed(false));
    });
    // The page's edition does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, emailConfirmed]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy || state.kind !== 'subscribed') return;
    setBusy(true);
    // The hour first: if it is refused (a time zone the database does not know), the frequency stays as it was too.
    const hourError = state.choice === 'daily' ? (await setMyNewsletterSendHour(client, state.hour, timeZone)).error : null;
    const { error } = hourError ? { error: hourError } : await setMyNewsletterFrequency(client, state.choice);
    setBusy(false);
    if (error) return toast(untranslatedError(t.locale, error.message, t('settings.newsletter.failed')), 'error');
    if (state.choice === 'daily' && state.hour !== null) return toast(t('settings.newsletter.savedDailyAt', { time: hourLabel(state.hour) }));
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
    setState({ kind: 'subscribed', choice: data, hour: null });
    toast(t(data === 'daily' ? 'settings.newsletter.subscribedDaily' : 'settings.newsletter.subscribedWeekly'));
  }

  async function stop() {
    if (busy || state.kind !== 'subscribed') return;
    setBusy(true);
    const { error } = await unsubscribeMeFromNewsletter(client);
    setBusy(false);
    if (error) return toast(untranslatedError(t.locale, error.message, t('settings.newsletter.stopFailed')), 'error');
    setState(notSubscribed(true));
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
          {state.choice === 'daily' && (
            <div>
              <label htmlFor="settings-newsletter-hour" className={labelClass}>
                {t('settings.newsletter.sendAt')}
              </label>
              <select
                id="settings-newsletter-hour"
                className={inputClass}
                aria-describedby="settings-newsletter-hour-hint"
                value={state.hour === null ? '' : String(state.hour)}
                onChange={(event) => setState({ ...state, hour: event.target.value === '' ? null : Number(event.target.value) })}
              >
                <option value="">{t('settings.newsletter.asSoonAsOut')}</option>
                {SEND_HOURS.map((hour) => (
                  <option key={hour} value={hour}>
                    {hourLabel(hour)}
                  </option>
                ))}
              </select>
              <p id="settings-newsletter-hour-hint" className={`mt-1 text-sm ${muted}`}>
                {t('settings.newsletter.sendAtHint')} {t('settings.newsletter.timeZone', { zone: timeZone })}
              </p>
            </div>
          )}
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
