/**
 * Finds a list of languages written out in source text: the thing lib/editions/registry.ts exists to prevent. A
 * restated list compiles, so when a language is added the compiler points to none of them; registry.test.ts runs
 * this over the source tree and fails on any. What counts as a restatement, for `codes` = the editions' codes:
 *
 * - in TypeScript, an array literal (`['en', 'nl']`, `z.enum(['nl', 'es'])`) or a union or alternation of string
 *   literals (`'nl' | 'es'`) naming two or more of the codes, and a comparison with a translated edition's code
 *   (`locale === 'nl'`), which is a branch per language (one per edition; the default edition may be compared with,
 *   as it is the one that differs by design);
 * - in SQL, a parenthesised or bracketed list of string literals naming two or more of the codes
 *   (`in ('en', 'nl', 'es')`, `array['nl', 'es']`).
 *
 * Maps keyed by language (`{ nl: …, es: … }`) are allowed: typed `Record<Locale, …>`, a missing language is a compile
 * error there.
 */

export interface Restatement {
  /** 1-based line of the match's start. */
  line: number;
  text: string;
}

const STRING = String.raw`(?:'[^'\n]*'|"[^"\n]*")`;
const ARRAY = new RegExp(String.raw`\[\s*${STRING}(?:\s*,\s*${STRING})+\s*,?\s*\]`, 'g');
const UNION = new RegExp(String.raw`${STRING}(?:\s*\|\s*${STRING})+`, 'g');
const SQL_LIST = new RegExp(String.raw`[([]\s*${STRING}(?:\s*,\s*${STRING})+\s*[)\]]`, 'g');

function literals(text: string): string[] {
  return [...text.matchAll(new RegExp(STRING, 'g'))].map((m) => m[0].slice(1, -1));
}

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

function listsNaming(source: string, pattern: RegExp, codes: readonly string[]): Restatement[] {
  return [...source.matchAll(pattern)]
    .filter((m) => new Set(literals(m[0]).filter((value) => codes.includes(value))).size >= 2)
    .map((m) => ({ line: lineOf(source, m.index), text: m[0] }));
}

/** The language lists and per-language branches a TypeScript (or .astro) source restates. */
export function restatedInScript(text: string, codes: readonly string[], defaultCode: string): Restatement[] {
  // Comment lines may quote a list to say why it is not written here (this file's own comment does).
  const source = text.replace(/^\s*(?:\/\/|\/\*|\*).*$/gm, '');
  const translated = codes.filter((code) => code !== defaultCode).join('|');
  const comparison = new RegExp(String.raw`[!=]==?\s*(['"])(?:${translated})\1|(['"])(?:${translated})\2\s*[!=]==?`, 'g');
  const branches = [...source.matchAll(comparison)].map((m) => ({ line: lineOf(source, m.index), text: m[0] }));
  return [...listsNaming(source, ARRAY, codes), ...listsNaming(source, UNION, codes), ...branches].sort((a, b) => a.line - b.line);
}

/** The language lists a SQL migration restates. */
export function restatedInSql(source: string, codes: readonly string[]): Restatement[] {
  const withoutComments = source.replace(/--[^\n]*/g, (comment) => ' '.repeat(comment.length));
  return listsNaming(withoutComments, SQL_LIST, codes);
}
