/**
 * An island's messages in its page's edition, for every component inside it: the page passes `locale` and the
 * island's own messages (site/lib/i18n/island-messages.ts); the island wraps its tree in <IslandMessages> and each
 * part reads them with `useT()`, instead of passing them down through every component.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Locale } from '@lib/i18n/locales.ts';
import { format, formatPlural, type MessageParams } from '@lib/i18n/format.ts';

export interface IslandT {
  (key: string, params?: MessageParams): string;
  plural(key: string, count: number, params?: MessageParams): string;
  readonly locale: Locale;
  readonly messages: Record<string, string>;
}

export function islandT(locale: Locale, messages: Record<string, string>): IslandT {
  // A key the page did not pass shows itself, so a test or a reader sees what is missing.
  const t = ((key: string, params?: MessageParams) => format(messages[key] ?? key, params)) as IslandT;
  t.plural = (key, count, params) => formatPlural(messages, locale, key, count, params);
  Object.defineProperty(t, 'locale', { value: locale });
  Object.defineProperty(t, 'messages', { value: messages });
  return t;
}

const Context = createContext<IslandT | null>(null);

export function IslandMessages({ locale, messages, children }: { locale: Locale; messages: Record<string, string>; children: ReactNode }) {
  const t = useMemo(() => islandT(locale, messages), [locale, messages]);
  return <Context.Provider value={t}>{children}</Context.Provider>;
}

const untranslated = islandT('en', {});

/**
 * The island's translator: `const t = useT(); t('settings.save')`, `t.locale` for Intl. A part that is also rendered
 * on its own, outside <IslandMessages> (a render test), names its English messages as `outside`.
 */
export function useT(outside?: Record<string, string>): IslandT {
  const t = useContext(Context);
  return t ?? (outside ? islandT('en', outside) : untranslated);
}
