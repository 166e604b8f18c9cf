/**
 * A SWORD verse's OSIS markup as plain words, cleaned the way ../shared/statenvertaling and
 * ../shared/reina-valera-1909 were made (their README.md files): a footnote holding only a Dutch verse number,
 * "(6:11)", is dropped; any other footnote is part of the printed verse and stays in it, in the place it stands
 * (Daniel 6:10); the "] [ (Psalms 51:21)" joins in four psalms are dropped and the joined words kept; the
 * Spanish translators' added words (`transChange`) and Strong's-tagged words (`w`) keep their words; every other
 * tag goes, and spaces are collapsed.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function osisToText(osis: string): string {
  return osis
    .replace(/<note\b[^>]*>\s*\(\d+:\d+\)\s*<\/note>/g, ' ')
    .replace(/<note\b[^>]*>([\s\S]*?)<\/note>/g, ' $1')
    .replace(/\]\s*\[\s*\(Psalms \d+:\d+\)/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}
