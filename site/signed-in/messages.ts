/**
 * The signed-in code's messages in the page's language (<html lang>). Only that language's module is
 * loaded, once, on first use: each is its own small chunk, and the English reader downloads no Dutch or Spanish.
 */
import type { signedIn } from '@lib/i18n/catalogues/en/signedIn.ts';
import { isLocale, type Locale } from '@lib/i18n/locales.ts';
import { localePath } from '@lib/i18n/paths.ts';

export type SignedInKey = keyof typeof signedIn;

/** The page's edition, from <html lang> (BaseLayout writes it). */
export function pageLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : 'en';
}

/** A path of this site in the page's edition ("/auth/" → "/nl/auth/" on a Dutch page). */
export function inPageEdition(path: string): string {
  return localePath(pageLocale(), path);
}

let loading: Promise<Record<SignedInKey, string>> | null = null;

function load(locale: Locale): Promise<Record<SignedInKey, string>> {
  if (locale === 'nl') return import('@lib/i18n/catalogues/nl/signedIn.ts').then((m) => m.signedIn);
  if (locale === 'es') return import('@lib/i18n/catalogues/es/signedIn.ts').then((m) => m.signedIn);
  return import('@lib/i18n/catalogues/en/signedIn.ts').then((m) => m.signedIn);
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
