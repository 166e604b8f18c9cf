/**
 * What the preview page says about a devotional: a draft, scheduled for a later day, or already released (then the
 * public page exists). Pure, so the banner's wording is decided in one place.
 */
export type PreviewStage = { kind: 'draft' } | { kind: 'scheduled'; date: string } | { kind: 'released' };

export function previewStage(status: string, date: string, siteToday: string): PreviewStage {
  if (status !== 'published') return { kind: 'draft' };
  return date > siteToday ? { kind: 'scheduled', date } : { kind: 'released' };
}

/** The devotional id from the page's address (?id=…), or null when it is missing or not a UUID. */
export function previewId(search: string): string | null {
  const id = new URLSearchParams(search).get('id')?.trim() ?? '';
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id.toLowerCase() : null;
}
