/**
 * Reminders in /settings: a daily reminder of the day's devotional, on or off, at the hour the reader chooses on
 * their own clock (the browser's time zone, named beside the choice) or as soon as it is out, in an edition, by web
 * push to this device, by e-mail (the daily e-mail, turned on in one step for a confirmed address) or both, with an
 * optional evening nudge for a reader with a streak. Where this browser cannot take push (iOS outside the
 * home-screen app, notifications blocked, no Push API) one sentence says what to do and e-mail is offered.
 *
 * It talks through the light reader client (rpc over PostgREST), and the push code (push-device.ts) loads only
 * when the reader picks a device channel or saves one.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { INTL_LOCALES, LOCALE_NAMES, LOCALES, type Locale } from '@lib/i18n/locales.ts';
import { SEND_HOURS, sendHourLabel } from '@lib/newsletter/send-hour.ts';
import { channelFlags, channelOf, parseReminders, type Channel, type Reminders } from '@lib/reminders/reminders.ts';
import { IOS_PUSH_VERSION, pushSupport, type PushSupport } from '@lib/reminders/push-support.ts';
import { signInPath } from '@lib/account/sign-in-path.ts';
import { readerClient } from '../../data/client/reader-client.ts';
import { myReminders, setMyReminders } from '../../data/reminders.ts';
import { toast } from '../../lib/toast.ts';
import { card, cardTitle, inputClass, labelClass, muted, primaryButton, textLink } from '../../lib/dashboard/ui.ts';
import { useT } from '../i18n/IslandMessages.tsx';
import { NEWSLETTER_CHANGED } from './newsletter-changed.ts';
import { untranslatedError } from '@lib/i18n/untranslated-error.ts';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'signed-out' }
  | { kind: 'ready'; enabled: boolean; hour: number | null; language: Locale; channel: Channel; streakNudge: boolean; emailConfirmed: boolean };

type PushNotice = Exclude<PushSupport, 'available'> | 'not-configured' | 'failed';

const NOTICE_KEYS = { 'ios-install': 'ios', denied: 'denied', unsupported: 'unsupported', 'not-configured': 'notConfigured', failed: 'failed' } as const;

const loadPush = () => import('./reminders/push-device.ts');

function browserPushSupport(): PushSupport {
  return pushSupport({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    serviceWorker: 'serviceWorker' in navigator,
    pushManager: 'PushManager' in window,
    permission: 'Notification' in window ? Notification.permission : null,
  });
}

export default function RemindersSection({ email }: { email: string }) {
  const t = useT();
  const [state, setState] = useState<Loaded>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<PushNotice | null>(null);
  // The browser's zone: the one the reader's clock shows, and the one the hour is stored with.
  const [timeZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  const hourLabel = (hour: number) => sendHourLabel(INTL_LOCALES[t.locale], hour);
  const noticeWords = (which: PushNotice) => t(`settings.reminders.push.${NOTICE_KEYS[which]}`, { version: IOS_PUSH_VERSION });

  function fromRow(row: Reminders): Loaded {
    const support = browserPushSupport();
    // A reader who chose none yet: this device where it can take push, else e-mail.
    const channel = channelOf(row) ?? (support === 'available' || !row.email_confirmed ? 'device' : 'email');
    return {
      kind: 'ready',
      enabled: row.enabled,
      hour: row.hour,
      // Never saved (every save stores the browser's zone) and no daily e-mail whose language it would show: the
      // edition of the page, not the database's default.
      language: row.time_zone === null && !row.by_email ? t.locale : row.language,
      channel,
      streakNudge: row.streak_nudge,
      emailConfirmed: row.email_confirmed,
    };
  }

  async function load() {
    const { data, error, status } = await myReminders(readerClient());
    if (status === 401) return setState({ kind: 'signed-out' });
    const row = error ? null : parseReminders(data, t.locale);
    if (!row) {
      console.error('Settings: could not load the reminders:', error?.message ?? 'no reminder row');
      return setState({ kind: 'failed' });
    }
    setState(fromRow(row));
  }

  useEffect(() => {
    const support = browserPushSupport();
    if (support !== 'available') setNotice(support);
    void load();
    const reload = () => void load();
    window.addEventListener(NEWSLETTER_CHANGED, reload);
    return () => window.removeEventListener(NEWSLETTER_CHANGED, reload);
    // The page's edition does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (state.kind !== 'ready') {
    return (
      <Frame>
        {state.kind === 'loading' && (
          <p className={`mt-4 ${muted}`} aria-busy="true">
            {t('settings.loading')}
          </p>
        )}
        {state.kind === 'failed' && <p className={`mt-4 ${muted}`}>{t('settings.reminders.failedToLoad')}</p>}
        {state.kind === 'signed-out' && (
          <p className={`mt-4 ${muted}`}>
            {t('settings.reminders.signedOut')}{' '}
            <a className={textLink} href={signInPath({ next: window.location.pathname, locale: t.locale })}>
              {t('settings.reminders.signIn')}
            </a>
          </p>
        )}
      </Frame>
    );
  }

  const ready = state;
  const byPush = ready.enabled && channelFlags(ready.channel).by_push;
  const byEmail = ready.enabled && channelFlags(ready.channel).by_email;

  function change(next: Partial<Extract<Loaded, { kind: 'ready' }>>) {
    const merged = { ...ready, ...next };
    // First use of push: load its code now, so the click on Save goes straight to the browser's question.
    if (merged.enabled && channelFlags(merged.channel).by_push) void loadPush();
    setState(merged);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (byEmail && !ready.emailConfirmed) return toast(t('settings.reminders.confirmFirst', { email }), 'error');
    const support = browserPushSupport();
    if (byPush && support !== 'available') {
      setNotice(support);
      return toast(noticeWords(support), 'error');
    }
    // Asked first, in the click itself: Safari only asks within the reader's gesture.
    const permission = byPush ? Notification.requestPermission() : null;
    setBusy(true);
    try {
      const client = readerClient();
      const push = await loadPush();
      if (permission) {
        const { data } = await client.auth.getSession();
        const anonKey = import.meta.env.PUBLIC_SUPABASE_ANON_KEY ?? '';
        const headers = { apikey: anonKey, Authorization: `Bearer ${data.session?.access_token ?? anonKey}` };
        const failure = await push.subscribeDevice(client, await permission, headers);
        if (failure) {
          setNotice(failure);
          return toast(noticeWords(failure), 'error');
        }
        setNotice(null);
      } else if ('serviceWorker' in navigator && !(await push.unsubscribeDevice(client))) {
        return toast(t('settings.reminders.failed'), 'error');
      }
      const { by_push, by_email } = channelFlags(ready.channel);
      const { data, error } = await setMyReminders(client, {
        enabled: ready.enabled,
        hour: ready.hour,
        timeZone,
        language: ready.language,
        byPush: by_push,
        byEmail: by_email,
        streakNudge: ready.streakNudge,
      });
      const row = error ? null : parseReminders(data, t.locale);
      if (!row) return toast(untranslatedError(t.locale, error?.message, t('settings.reminders.failed')), 'error');
      setState(fromRow(row));
      window.dispatchEvent(new Event(NEWSLETTER_CHANGED));
      if (!row.enabled) return toast(t('settings.reminders.savedOff'));
      toast(row.hour === null ? t('settings.reminders.savedAsSoon') : t('settings.reminders.savedAt', { time: hourLabel(row.hour) }));
    } finally {
      setBusy(false);
    }
  }

  const pushSentence = notice && ready.enabled && channelFlags(ready.channel).by_push ? noticeWords(notice) : null;

  return (
    <Frame>
      <p className={`mt-1 ${muted}`}>{t('settings.reminders.lead')}</p>
      <form onSubmit={save} className="mt-4 space-y-4">
        <label className="inline-flex items-center gap-3 font-semibold text-stone-800 dark:text-stone-200">
          <input type="checkbox" className="accent-brand-700" checked={ready.enabled} onChange={(event) => change({ enabled: event.target.checked })} />
          {t('settings.reminders.enabled')}
        </label>
        {ready.enabled && (
          <>
            <div>
              <label htmlFor="settings-reminders-hour" className={labelClass}>
                {t('settings.reminders.hour')}
              </label>
              <select
                id="settings-reminders-hour"
                className={inputClass}
                aria-describedby="settings-reminders-hour-hint"
                value={ready.hour === null ? '' : String(ready.hour)}
                onChange={(event) => change({ hour: event.target.value === '' ? null : Number(event.target.value) })}
              >
                <option value="">{t('settings.reminders.asSoonAsOut')}</option>
                {SEND_HOURS.map((hour) => (
                  <option key={hour} value={hour}>
                    {hourLabel(hour)}
                  </option>
                ))}
              </select>
              <p id="settings-reminders-hour-hint" className={`mt-1 text-sm ${muted}`}>
                {t('settings.reminders.hourHint')} {t('settings.reminders.timeZone', { zone: timeZone })}
              </p>
            </div>
            <div>
              <label htmlFor="settings-reminders-edition" className={labelClass}>
                {t('settings.reminders.edition')}
              </label>
              <select
                id="settings-reminders-edition"
                className={inputClass}
                value={ready.language}
                onChange={(event) => change({ language: event.target.value as Locale })}
              >
                {LOCALES.map((code) => (
                  <option key={code} value={code} lang={code}>
                    {LOCALE_NAMES[code]}
                  </option>
                ))}
              </select>
            </div>
            <fieldset className="space-y-2">
              <legend className={labelClass}>{t('settings.reminders.channels')}</legend>
              {(['device', 'email', 'both'] as const).map((channel) => (
                <label key={channel} className="flex items-center gap-3 text-stone-800 dark:text-stone-200">
                  <input
                    type="radio"
                    name="settings-reminders-channel"
                    className="accent-brand-700"
                    checked={ready.channel === channel}
                    onChange={() => change({ channel })}
                  />
                  {t(`settings.reminders.channel.${channel}`)}
                </label>
              ))}
              {pushSentence && (
                <p className="text-sm text-amber-800 dark:text-amber-200" role="note" data-testid="reminders-push-notice">
                  {pushSentence}
                </p>
              )}
              {channelFlags(ready.channel).by_email && (
                <p className={`text-sm ${muted}`}>
                  {ready.emailConfirmed ? t('settings.reminders.emailTo', { email }) : t('settings.reminders.confirmFirst', { email })}
                </p>
              )}
            </fieldset>
            <div>
              <label className="inline-flex items-center gap-3 text-stone-800 dark:text-stone-200">
                <input
                  type="checkbox"
                  className="accent-brand-700"
                  aria-describedby="settings-reminders-streak-hint"
                  checked={ready.streakNudge}
                  onChange={(event) => change({ streakNudge: event.target.checked })}
                />
                {t('settings.reminders.streak')}
              </label>
              <p id="settings-reminders-streak-hint" className={`ml-7 text-sm ${muted}`}>
                {t('settings.reminders.streakHint')}
              </p>
            </div>
          </>
        )}
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? t('settings.saving') : t('settings.reminders.save')}
        </button>
      </form>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <section className={card} aria-labelledby="reminders-heading" data-testid="settings-reminders">
      <h2 id="reminders-heading" className={cardTitle}>
        {t('settings.reminders.heading')}
      </h2>
      {children}
    </section>
  );
}
