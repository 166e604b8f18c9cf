/**
 * The slug rule: lowercased, trimmed, characters other than letters, digits,
 * spaces and hyphens removed, spaces turned into hyphens, repeated hyphens collapsed, edge hyphens stripped.
 * Used for tag slugs and devotional slugs alike.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The shape the database's CHECK constraints accept: lowercase words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function isSlug(text: string): boolean {
  return SLUG_PATTERN.test(text);
}
