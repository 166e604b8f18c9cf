/**
 * The signed-in code's messages in the page's language (<html lang>). Only that language's module is
 * loaded, once, on first use: each is its own small chunk, and the English reader downloads no Dutch or Spanish.
 */
import type { signedIn } from '@lib/i18n/catalogues/en/signedIn.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@lib/i18n/locales.ts';
import { localePath } from '@lib/i18n/paths.ts';

export type SignedInKey = keyof typeof signedIn;

/** The page's edition, from <html lang> (BaseLayout writes it). */
export function pageLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** A path of this site in the page's edition ("/auth/" → "/nl/auth/" on a Dutch page). */
export function inPageEdition(path: string): string {
  return localePath(pageLocale(), path);
}

let loading: Promise<Record<SignedInKey, string>> | null = null;

type Messages = Record<SignedInKey, string>;

/**
 * Each edition's signed-in messages, one chunk each. Keyed by every edition of lib/editions/registry.ts, so an
 * edition without its catalogue is a compile error rather than a silent fall back to English. (The bundler needs each
 * import's path written out to make its chunk.)
 */
const CATALOGUES: { readonly [L in Locale]: () => Promise<Messages> } = {
  en: () => import('@lib/i18n/catalogues/en/signedIn.ts').then((m) => m.signedIn),
  nl: () => import('@lib/i18n/catalogues/nl/signedIn.ts').then((m) => m.signedIn),
  es: () => import('@lib/i18n/catalogues/es/signedIn.ts').then((m) => m.signedIn),
  pt: () => import('@lib/i18n/catalogues/pt/signedIn.ts').then((m) => m.signedIn),
};

function load(locale: Locale): Promise<Messages> {
  return CATALOGUES[locale]();
}

/** All of the signed-in code's messages in the page's language, for a part that renders several (notes.ts). */
export function signedInMessages(): Promise<Record<SignedInKey, string>> {
  loading ??= load(pageLocale());
  return loading;
}

/** One message in the page's language. */
export async function say(key: SignedInKey): Promise<string> {
  return (await signedInMessages())[key];
}
