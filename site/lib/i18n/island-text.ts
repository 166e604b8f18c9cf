/**
 * An island's words. The English page passes nothing and the island uses its English area module (the
 * same strings its code held before, so the English page's bytes stay as they were); a Dutch or Spanish page passes
 * `messages={messagesWithPrefix(locale, 'area.')}`, only that island's strings in one language, never a catalogue.
 */
import { createContext, useContext } from 'react';
import { format, formatPlural, type MessageParams } from '@lib/i18n/format.ts';
import type { Locale } from '@lib/i18n/locales.ts';

export type IslandMessages = Readonly<Record<string, string>>;

export interface IslandText {
  readonly locale: Locale;
  (key: string, params?: MessageParams): string;
  /** "key.one" or "key.other" by the language's plural rules, with {count} filled. */
  plural(key: string, count: number): string;
}

/** The words of an island in `locale`: `messages` where given, else the English module's. */
export function islandText(locale: Locale = 'en', messages: IslandMessages | undefined, english: IslandMessages): IslandText {
  const words: Record<string, string> = messages ? { ...english, ...messages } : english;
  const t = ((key: string, params?: MessageParams) => format(words[key] ?? key, params)) as IslandText;
  Object.defineProperty(t, 'locale', { value: locale });
  t.plural = (key, count) => formatPlural(words, locale, key, count);
  return t;
}

/** The island's words for its parts (search/SearchFilters.tsx and the like), given by its root with a Provider. */
export const IslandTextContext = createContext<IslandText | null>(null);

export function useIslandText(): IslandText {
  const t = useContext(IslandTextContext);
  if (!t) throw new Error('useIslandText: the island root must provide IslandTextContext');
  return t;
}
