/**
 * A SWORD verse's OSIS markup as plain words, cleaned the way ../shared/statenvertaling and
 * ../shared/reina-valera-1909 were made (their README.md files): a footnote holding only a Dutch verse number,
 * "(6:11)", is dropped; any other footnote is part of the printed verse and stays in it, in the place it stands
 * (Daniel 6:10); the "] [ (Psalms 51:21)" joins in four psalms are dropped and the joined words kept; the
 * Spanish translators' added words (`transChange`) and Strong's-tagged words (`w`) keep their words; every other
 * tag goes, and spaces are collapsed.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * `dropNotes`: every footnote goes with its contents, as ../shared/biblia-livre was made (its notes are alternative
 * renderings and cross-references, not part of the printed verse), with the source's one plain-text footnote
 * ("/fn/…/*fn") and the book and testament headings (a psalm's canonical title stays).
 */
export function osisToText(osis: string, options: { dropNotes?: boolean } = {}): string {
  const notes = options.dropNotes
    ? osis
        .replace(/<note\b[^>]*>[\s\S]*?<\/note>/g, '')
        .replace(/\/fn\/[\s\S]*?\/\*fn/g, ' ')
        .replace(/<note\b[^>]*\/>/g, ' ')
        .replace(/<title\b(?![^>]*canonical="true")[^>]*>[\s\S]*?<\/title>/g, ' ')
    : osis.replace(/<note\b[^>]*>\s*\(\d+:\d+\)\s*<\/note>/g, ' ').replace(/<note\b[^>]*>([\s\S]*?)<\/note>/g, ' $1');
  return notes
    .replace(/\]\s*\[\s*\(Psalms \d+:\d+\)/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}
