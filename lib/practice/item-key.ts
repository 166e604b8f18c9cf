/**
 * An item's key names what is learned: `verse:<devotional id>` (the memory verse of a released devotional) or
 * `confession:<confession slug>:<section url_slug>` (a catechism question or a creed line). The database checks the
 * same pattern (public.practice_progress.item_key).
 */
import type { Locale } from '../editions/registry.ts';

export type ItemRef = { kind: 'verse'; devotionalId: string } | { kind: 'confession'; slug: string; section: string };

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';

/** The same pattern as the database's check on practice_progress.item_key. */
export const ITEM_KEY_PATTERN = new RegExp(`^(?:verse:${UUID}|confession:${SLUG}:${SLUG})$`);

export function verseKey(devotionalId: string): string {
  return `verse:${devotionalId.toLowerCase()}`;
}

/**
 * A devotional's memory verse as an item: named by its released English original's id, its own when it has none, so
 * a verse is one item in every edition (as in every translation) and progress follows it (lib/practice/items.ts).
 * `group` is its translation group's released devotionals by language.
 */
export function memoryVerseKey(devotionalId: string, group: Partial<Record<Locale, string>>): string {
  return verseKey(group.en ?? devotionalId);
}

export function confessionKey(slug: string, section: string): string {
  return `confession:${slug}:${section}`;
}

/** The parts of a key, or null when `key` is not one. */
export function parseItemKey(key: string): ItemRef | null {
  if (!ITEM_KEY_PATTERN.test(key)) return null;
  const [kind, first, second] = key.split(':');
  return kind === 'verse' ? { kind: 'verse', devotionalId: first } : { kind: 'confession', slug: first, section: second };
}

/** The collection file an item lives in: `verses` or its confession's slug. */
export function itemCollection(key: string): string | null {
  const ref = parseItemKey(key);
  if (!ref) return null;
  return ref.kind === 'verse' ? 'verses' : ref.slug;
}

/** The "Learn this" address for an item: a plain link, so no practice JavaScript is needed on the page that carries it. */
export function learnThisHref(key: string): string {
  return `/practice/?learn=${encodeURIComponent(key)}`;
}
