/**
 * "Search by Scripture" over the KJV text without downloading the text: the build writes a word index split into
 * small shards by each word's first two letters (/scripture/words/{shard}.json: word → passage numbers), and the
 * browser fetches only the shards of the words the reader typed. A devotional's text matches when every word of
 * the query (two letters or more) begins a word of its scripture text; the last word may be still being typed.
 * Passage references ("Psalm 23") are matched against the manifest itself, so they need no download at all.
 */

/** Words of a text, lowercased: letters and digits (KJV's "LORD's" gives "lord" and "s"). */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .match(/[a-z0-9]+/g) ?? []
  );
}

/** Query words that narrow the search: one-letter fragments are too common to mean anything. */
export function queryWords(query: string): string[] {
  return [...new Set(words(query).filter((w) => w.length >= 2))];
}

/** The shard a word lives in: its first two letters. */
export function shardOf(word: string): string {
  return word.slice(0, 2);
}

export const WORD_SHARD_DIR = '/scripture/words';

export function shardPath(shard: string): string {
  return `${WORD_SHARD_DIR}/${shard}.json`;
}

/**
 * One shard: word → the passage numbers (the `p` of manifest entries) holding it, ascending and delta-encoded
 * (each number is the gap from the previous one), which keeps long lists of common words small once compressed.
 */
export type WordShard = Record<string, number[]>;

export function encodeDeltas(sorted: readonly number[]): number[] {
  return sorted.map((n, i) => (i === 0 ? n : n - sorted[i - 1]));
}

export function decodeDeltas(deltas: readonly number[]): number[] {
  let n = 0;
  return deltas.map((d) => (n += d));
}

/** Build side: the shards for texts keyed by passage number. */
export function buildWordShards(texts: Iterable<[passage: number, text: string]>): Map<string, WordShard> {
  const byWord = new Map<string, Set<number>>();
  for (const [passage, text] of texts) {
    for (const word of new Set(words(text))) {
      if (word.length < 2) continue;
      let set = byWord.get(word);
      if (!set) byWord.set(word, (set = new Set()));
      set.add(passage);
    }
  }
  const shards = new Map<string, WordShard>();
  for (const word of [...byWord.keys()].sort()) {
    const key = shardOf(word);
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = {}));
    shard[word] = encodeDeltas([...byWord.get(word)!].sort((a, b) => a - b));
  }
  return shards;
}

/**
 * Passage numbers whose text holds every query word (as the start of one of its words), given the loaded shards;
 * null when the query has no word to look up (then only the passage reference can match).
 */
export function passagesMatching(query: string, shards: ReadonlyMap<string, WordShard>): Set<number> | null {
  const wanted = queryWords(query);
  if (wanted.length === 0) return null;
  const perWord = wanted.map((word) => {
    const found = new Set<number>();
    const shard = shards.get(shardOf(word)) ?? {};
    for (const [candidate, passages] of Object.entries(shard)) {
      if (candidate.startsWith(word)) for (const p of decodeDeltas(passages)) found.add(p);
    }
    return found;
  });
  return perWord.reduce((all, found) => new Set([...all].filter((p) => found.has(p))));
}
