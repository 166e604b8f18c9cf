/**
 * The user list's search box filters admin_users.search (e-mail and full name, lowercased) with PostgREST's
 * ilike. ra-data-postgrest splits an ilike value into words and mishandles three or more, so the words are
 * joined by ilike's own wildcard instead: "jane smith" matches "jane@example.org jane smith". The box shows
 * the wildcards as the spaces the admin typed.
 */
export const USER_SEARCH_FILTER = 'search@ilike';

export function parseUserSearch(typed: string | null | undefined): string {
  return (typed ?? '').toLowerCase().replace(/\s+/g, '*');
}

export function formatUserSearch(stored: string | null | undefined): string {
  return (stored ?? '').replace(/\*/g, ' ');
}
