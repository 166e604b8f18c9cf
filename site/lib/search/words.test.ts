import { describe, expect, it } from 'vitest';
import { buildWordShards, decodeDeltas, encodeDeltas, passagesMatching, queryWords, shardOf, words } from './words.ts';

const PSALM_23 = 'The LORD is my shepherd; I shall not want. He maketh me to lie down in green pastures: he leadeth me beside the still waters.';
const JOHN_10 = 'I am the good shepherd: the good shepherd giveth his life for the sheep.';
const GENESIS_1 = 'And the Spirit of God moved upon the face of the waters.';

const shards = buildWordShards([
  [0, PSALM_23],
  [1, JOHN_10],
  [2, GENESIS_1],
]);

describe('scripture word index', () => {
  it('splits text into lowercase words and drops one-letter query words', () => {
    expect(words("the LORD's house")).toEqual(['the', 'lord', 's', 'house']);
    expect(queryWords('I am the Shepherd, the')).toEqual(['am', 'the', 'shepherd']);
  });

  it('puts each word in the shard of its first two letters, with its passage numbers delta-encoded', () => {
    expect(shardOf('shepherd')).toBe('sh');
    expect(shards.get('sh')?.shepherd).toEqual([0, 1]);
    expect(shards.get('wa')?.waters).toEqual([0, 2]);
    expect(shards.get('go')?.god).toEqual([2]);
    expect(encodeDeltas([3, 17, 18, 40])).toEqual([3, 14, 1, 22]);
    expect(decodeDeltas([3, 14, 1, 22])).toEqual([3, 17, 18, 40]);
    expect(shards.get('i')).toBeUndefined();
  });

  it('matches passages holding every query word, the last one possibly unfinished', () => {
    expect(passagesMatching('still waters', shards)).toEqual(new Set([0]));
    expect(passagesMatching('Waters', shards)).toEqual(new Set([0, 2]));
    expect(passagesMatching('good shep', shards)).toEqual(new Set([1]));
    expect(passagesMatching('shepherd waters face', shards)).toEqual(new Set());
  });

  it('has nothing to look up for a query without a two-letter word', () => {
    expect(passagesMatching('a', shards)).toBeNull();
    expect(passagesMatching('23', shards)).toEqual(new Set());
  });
});
