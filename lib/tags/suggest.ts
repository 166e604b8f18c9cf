/**
 * Tag suggestions for the devotional form: a tag is suggested when its name or slug appears in
 * the key doctrine, focus or main character text, or when one of its words longer than three letters does
 * ("Providence of God" for a focus of "God's providence over Joseph"). Short words (God, sin, law) alone never
 * suggest a tag: they appear in nearly every devotional. A trailing plural "s" is ignored on both sides.
 */

export interface SuggestableTag {
  id: string;
  name: string;
  slug: string;
}

export interface SuggestionSources {
  keyDoctrine?: string | null;
  focus?: string | null;
  mainCharacter?: string | null;
}

const MIN_WORD_LENGTH = 4;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/['’]s\b/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const stem = (word: string) => (word.length > MIN_WORD_LENGTH && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);

/** Whether the words of `phrase` occur consecutively in `text` (both already split into words). */
function containsPhrase(text: string[], phrase: string[]): boolean {
  if (phrase.length === 0) return false;
  outer: for (let i = 0; i + phrase.length <= text.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (stem(text[i + j]) !== stem(phrase[j])) continue outer;
    return true;
  }
  return false;
}

/** The tags to suggest, in the order given. */
export function suggestTags<T extends SuggestableTag>(tags: readonly T[], sources: SuggestionSources): T[] {
  const text = words([sources.keyDoctrine, sources.focus, sources.mainCharacter].filter(Boolean).join(' \n '));
  if (text.length === 0) return [];
  const longWords = new Set(text.filter((w) => w.length >= MIN_WORD_LENGTH).map(stem));
  return tags.filter((tag) => {
    const name = words(tag.name);
    const slug = words(tag.slug.replace(/-/g, ' '));
    if (containsPhrase(text, name) || containsPhrase(text, slug)) return true;
    return [...name, ...slug].some((w) => w.length >= MIN_WORD_LENGTH && longWords.has(stem(w)));
  });
}
