/**
 * The string catalogues (docs/features/editions.md): one per language (catalogues/{en,nl,es,pt}/index.ts), each made of one module per
 * area of the site (catalogues/{language}/{area}.ts). English is the reference: its keys are the catalogue's keys,
 * and every other language must give each of them (the compiler checks each area module against English, and
 * catalogues.test.ts checks keys, placeholders and untranslated copies at run time).
 *
 * A message may hold placeholders, "{name}", filled by `format`. Counted messages are two keys, "….one" and
 * "….other", picked by the language's plural rules (`plural`).
 */
import { INTL_LOCALES, type Locale } from './locales.ts';
import { en } from './catalogues/en/index.ts';
import { nl } from './catalogues/nl/index.ts';
import { es } from './catalogues/es/index.ts';
import { pt } from './catalogues/pt/index.ts';
import { format, type MessageParams } from './format.ts';

export { format, type MessageParams };

export type MessageKey = keyof typeof en;
/** A catalogue: every English key with its text in one language. */
export type Catalogue = Record<MessageKey, string>;
/** An area module in another language: the same keys as the English module. */
export type AreaMessages<English> = { readonly [K in keyof English]: string };

export const CATALOGUES: Record<Locale, Catalogue> = { en, nl, es, pt };

export interface Translator {
  readonly locale: Locale;
  (key: MessageKey, params?: MessageParams): string;
  /** A counted message: `key` + ".one" or ".other" by the language's plural rules, with {count} filled. */
  plural(key: string, count: number, params?: MessageParams): string;
  /** A number in the edition's locale ("1,234" / "1.234"). */
  number(value: number): string;
}

const translators = new Map<Locale, Translator>();

/**
 * The messages of one edition as a function: `t('header.signIn')`. One per edition: a build renders thousands of
 * pages, and each used to make its own plural rules and number format.
 */
export function translator(locale: Locale): Translator {
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = makeTranslator(locale)));
  return t;
}

function makeTranslator(locale: Locale): Translator {
  const catalogue = CATALOGUES[locale];
  const rules = new Intl.PluralRules(INTL_LOCALES[locale]);
  const numbers = new Intl.NumberFormat(INTL_LOCALES[locale]);
  const t = ((key: MessageKey, params?: MessageParams) => format(catalogue[key], params)) as Translator;
  Object.defineProperty(t, 'locale', { value: locale });
  t.plural = (key, count, params) => {
    const form = rules.select(count) === 'one' ? 'one' : 'other';
    const message = catalogue[`${key}.${form}` as MessageKey];
    if (message === undefined) throw new Error(`No message ${key}.${form}`);
    return format(message, { count: numbers.format(count), ...params });
  };
  t.number = (value) => numbers.format(value);
  return t;
}

/**
 * The messages whose keys start with `prefix`, for an island that renders in the browser: only its own strings, in
 * one language, travel to the page (never a whole catalogue).
 */
export function messagesWithPrefix(locale: Locale, prefix: string): Record<string, string> {
  const cacheKey = `${locale} ${prefix}`;
  let messages = prefixed.get(cacheKey);
  if (!messages) {
    messages = Object.fromEntries(Object.entries(CATALOGUES[locale]).filter(([key]) => key.startsWith(prefix)));
    prefixed.set(cacheKey, messages);
  }
  // A copy: the caller may add to it, and the next page must not see that.
  return { ...messages };
}

/** Each island's messages, picked from the catalogue once per build rather than once per page. */
const prefixed = new Map<string, Record<string, string>>();
