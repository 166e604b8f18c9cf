/**
 * What the service worker shows for a reminder push: the Declarative Web Push payload the daily-reminders function
 * sends (`{"web_push":8030,"notification":{title,body,navigate,lang,tag},"kind":"daily"|"nudge"}`), read leniently.
 * A push must always show a notification (Safari revokes a subscription after pushes that show nothing), so a
 * payload that is missing, malformed or names another site still gives one: the generic "today's devotional is
 * ready", in the payload's language or the edition of the worker's own pages, opening the edition's home page.
 * Only a URL on the site's own origin is ever opened.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales.ts';
import { localePath } from '../i18n/paths.ts';

export interface ReminderNotification {
  title: string;
  body: string;
  lang: Locale;
  /** One notification per kind and day: a second push of the same tag replaces the first. */
  tag: string;
  /** The absolute, same-origin URL a click opens. */
  url: string;
}

/** The generic words, per edition (from the catalogues: the worker cannot load the whole catalogue). */
export type FallbackWords = Record<Locale, { title: string; body: string }>;

function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

/** `url` when it is an http(s) URL on `origin` (relative URLs are read against it), else null. */
export function sameOriginUrl(url: unknown, origin: string): string | null {
  if (typeof url !== 'string' || !url) return null;
  try {
    const parsed = new URL(url, origin);
    if (parsed.origin !== new URL(origin).origin || !/^https?:$/.test(parsed.protocol)) return null;
    return parsed.href;
  } catch {
    return null;
  }
}

function parseJson(data: string | null): unknown {
  if (data === null) return null;
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

/**
 * The notification for a push whose data is `data` (its text, or null when it carried none), on a site at `origin`;
 * `fallbackLocale` is the language when the payload names none it knows.
 */
export function reminderNotification(data: string | null, origin: string, fallbackLocale: Locale, words: FallbackWords): ReminderNotification {
  const payload = parseJson(data);
  const notification =
    payload && typeof payload === 'object' && 'notification' in payload && payload.notification && typeof payload.notification === 'object'
      ? (payload.notification as Record<string, unknown>)
      : {};
  const lang = isLocale(notification.lang) ? notification.lang : isLocale(fallbackLocale) ? fallbackLocale : DEFAULT_LOCALE;
  const title = text(notification.title, 200);
  const url = sameOriginUrl(notification.navigate, origin);
  // A title without a page to open, or a page without a title, is not trusted as a whole: the generic words.
  const whole = title !== null && url !== null;
  return {
    title: whole ? title : words[lang].title,
    body: whole ? (text(notification.body, 500) ?? '') : words[lang].body,
    lang,
    tag: text(notification.tag, 100) ?? 'reminder',
    url: whole ? url : new URL(localePath(lang, '/'), origin).href,
  };
}
