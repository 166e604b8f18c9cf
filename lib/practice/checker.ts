/**
 * The forgiving check of a verse or answer typed from memory. What a learner should not be faulted for: case,
 * punctuation, spacing, curly or straight quotes, the King James spellings and pronouns against modern ones
 * ("thee"/"you", "believeth"/"believes", "shew"/"show", "unto"/"to"), and one slip of the keyboard in a long word.
 * The typed words are aligned with the expected ones (a word-level edit distance), so a missing, wrong or extra word
 * is reported where it belongs. The rules are listed in docs/practice.md.
 *
 * Dutch (Statenvertaling, the Dutch catechism) and Spanish (Reina-Valera 1909) are checked by the same alignment and
 * the same forgiveness of case, punctuation (Spanish ¿ ¡, the apostrophe of Dutch 's and 't, curly quotes) and
 * marks on letters: "á" typed as "a", "ë" as "e", and "ñ" as "n". The ñ is a letter of its own in Spanish, but a
 * learner on an English keyboard who types "senor" remembered the word; the check asks whether the words were
 * remembered, not how they are typed, so it forgives the missing tilde as it forgives a missing accent. The English
 * equivalences (thee/you, -eth/-s, -our/-or) are English only: applied to Dutch they would take "wert" for "was".
 */
import type { Locale } from '../editions/registry.ts';

export interface CheckedWord {
  expected: string | null;
  typed: string | null;
  status: 'ok' | 'missing' | 'wrong' | 'extra';
}

/** Words of this many letters or more may have one slip (a letter added, lost, changed, or two swapped). */
export const TYPO_MIN_LETTERS = 6;

/** Each set is one word in the KJV's and in modern English. */
const SAME_WORDS: readonly (readonly string[])[] = [
  ['you', 'thee', 'thou', 'ye'],
  ['your', 'yours', 'thy', 'thine'],
  ['yourself', 'thyself'],
  ['my', 'mine'],
  ['has', 'hath'],
  ['have', 'hast'],
  ['does', 'doth', 'doeth'],
  ['do', 'dost', 'doest'],
  ['did', 'didst'],
  ['says', 'saith', 'sayeth'],
  ['are', 'art'],
  ['were', 'was', 'wast', 'wert'],
  ['will', 'wilt'],
  ['shall', 'shalt'],
  ['can', 'canst'],
  ['may', 'mayest', 'mayst'],
  ['see', 'seest'],
  ['to', 'unto'],
  ['spoke', 'spake'],
  ['broke', 'brake'],
  ['whoever', 'whosoever', 'whoso'],
  ['whatever', 'whatsoever'],
  ['always', 'alway'],
  ['thoroughly', 'throughly'],
  ['example', 'ensample'],
  ['establish', 'stablish'],
];

const SAME_AS = new Map<string, Set<string>>();
for (const set of SAME_WORDS) {
  for (const word of set) {
    const known = SAME_AS.get(word) ?? new Set<string>();
    for (const other of set) known.add(other);
    SAME_AS.set(word, known);
  }
}

/** The language of the words being checked: the English rules of equivalence apply to English only. */
export type CheckLanguage = Locale;

/** A word as compared: lower case, accents, tildes, diaereses, quotes, apostrophes and other punctuation gone. */
export function comparable(word: string): string {
  return word
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** British "-our" as American "-or" (honour, labour, Saviour), but not in short words like "four" or "your". */
function americanSpelling(word: string): string {
  return word.length >= 6 ? word.replace(/(?<=.)our/g, 'or') : word;
}

/**
 * The modern forms of a KJV verb in -eth (he loveth → loves, believeth → believes, goeth → goes, setteth → sets) or
 * -est (thou lovest → love, knowest → know), and of -dst (didst → did, couldst → could).
 */
function modernVerbForms(word: string): string[] {
  const forms: string[] = [];
  if (word.endsWith('eth') && word.length >= 5) {
    const stem = word.slice(0, -3);
    forms.push(stem + 's', stem + 'es');
    if (/(.)\1$/.test(stem)) forms.push(stem.slice(0, -1) + 's'); // setteth → sets
  }
  if (word.endsWith('est') && word.length >= 6) {
    const stem = word.slice(0, -3);
    forms.push(stem, stem + 'e');
    if (/(.)\1$/.test(stem)) forms.push(stem.slice(0, -1)); // forgettest → forget
  }
  if (/dst$/.test(word) && word.length >= 5) forms.push(word.slice(0, -2)); // didst, couldst, hadst
  return forms;
}

/** A comparable word with the forms it may also take, worked out once per word of a check. */
interface WordForms {
  word: string;
  /** Its spelling with "shew" as "show" and "-our" as "-or". */
  spelling: string;
  /** Modern forms of a KJV verb ending. */
  modern: string[];
  /** Its KJV or modern equivalents from the table. */
  same: Set<string> | undefined;
}

function formsOf(word: string, language: CheckLanguage): WordForms {
  if (language !== 'en') return { word, spelling: word, modern: [], same: undefined };
  const spelling = americanSpelling(word.replace(/^shew/, 'show'));
  return { word, spelling, modern: modernVerbForms(spelling), same: SAME_AS.get(word) };
}

/** Whether two words are one word, spelled the KJV's way or the modern way. */
function sameWord(a: WordForms, b: WordForms): boolean {
  return a.word === b.word || a.same?.has(b.word) === true || a.spelling === b.spelling || a.modern.includes(b.spelling) || b.modern.includes(a.spelling);
}

/** Whether `a` becomes `b` by at most one edit: a letter added, lost or changed, or two neighbours swapped. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length || i === b.length) return true;
  if (a.length === b.length) {
    return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)); // two letters swapped
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function formsMatch(e: WordForms, t: WordForms): boolean {
  if (sameWord(e, t)) return true;
  return e.word.length >= TYPO_MIN_LETTERS && withinOneEdit(e.word, t.word);
}

/**
 * Whether a typed word counts as the expected one: the rule the checker applies to each pair of words, exported so
 * its tests can state it word by word.
 * @internal
 */
export function wordMatches(expected: string, typed: string, language: CheckLanguage = 'en'): boolean {
  return formsMatch(formsOf(comparable(expected), language), formsOf(comparable(typed), language));
}

/** The words of a text as written (punctuation attached), split at spaces and dashes; bare punctuation is no word. */
function words(text: string): string[] {
  return (text.match(/[^\s\-‐‑–—]+/g) ?? []).filter((w) => comparable(w) !== '');
}

type Move = 'pair' | 'missing' | 'extra' | 'joinExpected' | 'joinTyped';

/**
 * What each fault costs in the alignment. A wrong word costs a hair more than a missing or extra one, so of two
 * alignments with as many faults the one that keeps the typed words beside their own is chosen ("lamp holy unto my
 * feet": "holy" extra and "unto my feet" ok, not "holy" for "unto" and "feet" for "path").
 */
const MISSING_OR_EXTRA = 1000;
const WRONG = 1001;

/**
 * The typed words aligned with the expected ones. Every expected word appears once, in order, as ok, wrong or
 * missing; an extra typed word appears where it was typed. Two words written as one ("to day" and "today", "for
 * ever" and "forever") are one entry holding both words with a space. `correct` when every entry is ok. `language` is
 * the expected text's ('en' unless the card is Dutch or Spanish).
 */
export function checkRecall(expected: string, typed: string, language: CheckLanguage = 'en'): { correct: boolean; words: CheckedWord[] } {
  const e = words(expected);
  const t = words(typed);
  const known = new Map<string, WordForms>();
  const forms = (word: string) => {
    let found = known.get(word);
    if (!found) known.set(word, (found = formsOf(word, language)));
    return found;
  };
  const ce = e.map((w) => forms(comparable(w)));
  const ct = t.map((w) => forms(comparable(w)));
  // Each word with the next, for two words written as one.
  const ce2 = ce.slice(0, -1).map((w, k) => forms(w.word + ce[k + 1].word));
  const ct2 = ct.slice(0, -1).map((w, k) => forms(w.word + ct[k + 1].word));

  // cost[i][j]: the cheapest faults aligning e[i..] with t[j..]; move[i][j]: the step that achieves it.
  const cost = Array.from({ length: e.length + 1 }, () => Array<number>(t.length + 1).fill(0));
  const move = Array.from({ length: e.length + 1 }, () => Array<Move>(t.length + 1).fill('pair'));
  const ok = Array.from({ length: e.length }, () => Array<boolean>(t.length).fill(false));
  for (let i = e.length; i >= 0; i--) {
    for (let j = t.length; j >= 0; j--) {
      if (i === e.length && j === t.length) continue;
      let best = Infinity;
      let step: Move = 'pair';
      const consider = (c: number, m: Move) => {
        if (c < best) {
          best = c;
          step = m;
        }
      };
      if (i < e.length && j < t.length) {
        ok[i][j] = formsMatch(ce[i], ct[j]);
        consider(cost[i + 1][j + 1] + (ok[i][j] ? 0 : WRONG), 'pair');
        if (!ok[i][j]) {
          if (i + 1 < e.length && formsMatch(ce2[i], ct[j])) consider(cost[i + 2][j + 1], 'joinExpected');
          if (j + 1 < t.length && formsMatch(ce[i], ct2[j])) consider(cost[i + 1][j + 2], 'joinTyped');
        }
      }
      if (i < e.length) consider(cost[i + 1][j] + MISSING_OR_EXTRA, 'missing');
      if (j < t.length) consider(cost[i][j + 1] + MISSING_OR_EXTRA, 'extra');
      cost[i][j] = best;
      move[i][j] = step;
    }
  }

  const result: CheckedWord[] = [];
  let i = 0;
  let j = 0;
  while (i < e.length || j < t.length) {
    switch (move[i][j]) {
      case 'pair':
        result.push({ expected: e[i], typed: t[j], status: ok[i][j] ? 'ok' : 'wrong' });
        i += 1;
        j += 1;
        break;
      case 'joinExpected':
        result.push({ expected: `${e[i]} ${e[i + 1]}`, typed: t[j], status: 'ok' });
        i += 2;
        j += 1;
        break;
      case 'joinTyped':
        result.push({ expected: e[i], typed: `${t[j]} ${t[j + 1]}`, status: 'ok' });
        i += 1;
        j += 2;
        break;
      case 'missing':
        result.push({ expected: e[i], typed: null, status: 'missing' });
        i += 1;
        break;
      case 'extra':
        result.push({ expected: null, typed: t[j], status: 'extra' });
        j += 1;
        break;
    }
  }
  return { correct: result.every((w) => w.status === 'ok'), words: result };
}
