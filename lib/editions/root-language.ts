/**
 * The one language redirect: a request for the English home page "/" may be sent to /nl/ or /es/. A
 * reader's own choice wins: the `lang` cookie, which the language switcher sets, and which the redirect itself sets
 * so that it happens once. Without a cookie, the browser's Accept-Language decides, by quality; English, or no
 * language of ours, keeps "/". Used by the CDN (functions/index.ts on Cloudflare Pages) and by the local static
 * server (scripts/serve-static.ts) alike. Runs on workerd and in Node: no imports beyond lib/i18n.
 */
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../i18n/locales.ts';

export const LANGUAGE_COOKIE = 'lang';
/** A year, as the switcher's cookie. */
export const LANGUAGE_COOKIE_MAX_AGE = 31_536_000;

/** The `lang` cookie's edition, or null when there is none (or it names none of ours). */
export function cookieLocale(cookieHeader: string | null | undefined): Locale | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) {
      const value = rest.join('=').trim();
      return isLocale(value) ? value : null;
    }
  }
  return null;
}

/**
 * The edition an Accept-Language header asks for most: each range with its quality (q=0 refuses), the highest
 * first, ties in the order written; "nl-BE" and "es-419" match their language, "*" matches English.
 */
export function acceptedLocale(header: string | null | undefined): Locale | null {
  const ranges = (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.language && Number.isFinite(range.quality) && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { language } of ranges) {
    if (language === '*') return DEFAULT_LOCALE;
    if ((LOCALES as readonly string[]).includes(language)) return language as Locale;
  }
  return null;
}

export type RootAnswer = { kind: 'serve' } | { kind: 'redirect'; location: string; setCookie: string | null };

/** What "/" answers: the English home page, or a redirect to the reader's edition. */
export function rootLanguageAnswer(cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined): RootAnswer {
  const chosen = cookieLocale(cookieHeader);
  if (chosen) return chosen === DEFAULT_LOCALE ? { kind: 'serve' } : { kind: 'redirect', location: `/${chosen}/`, setCookie: null };
  const accepted = acceptedLocale(acceptLanguage);
  if (!accepted || accepted === DEFAULT_LOCALE) return { kind: 'serve' };
  return {
    kind: 'redirect',
    location: `/${accepted}/`,
    setCookie: `${LANGUAGE_COOKIE}=${accepted}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`,
  };
}

/** Headers every answer of "/" carries: it depends on both, and no shared cache may keep one reader's answer for another. */
export const ROOT_VARY = 'Accept-Language, Cookie';
