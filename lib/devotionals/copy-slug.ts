/** The slug of a devotional's copy: the original's with "-copy-" and a short mark from the copy's id, so it is unique. */
export function copySlug(slug: string, copyId: string): string {
  const mark = copyId
    .replace(/[^a-z0-9]/gi, '')
    .slice(0, 6)
    .toLowerCase();
  return `${slug.slice(0, 250 - mark.length - 6)}-copy-${mark}`;
}
