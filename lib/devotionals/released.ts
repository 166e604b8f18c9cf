/**
 * Whether readers can see a devotional: published, and its date has come in the site's time zone (the release gate
 * of the database and the built site). Only then does it have a public page, /devotional/{id}/.
 */
export function isReleased(devotional: { status: string; date: string | null | undefined }, today: string): boolean {
  return devotional.status === 'published' && Boolean(devotional.date) && devotional.date! <= today;
}

/** The public page of a released devotional on the reader site. */
export function publicDevotionalPath(id: string): string {
  return `/devotional/${encodeURIComponent(id)}/`;
}
