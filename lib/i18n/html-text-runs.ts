/**
 * The text of an HTML e-mail as its reader meets it, in runs with the language of the element that holds each
 * one (the nearest lang attribute), so visible-english.ts can judge an e-mail as it judges a page: the words, the
 * images' alt text and the links' titles. The head, styles and scripts are not read. The e-mails are HTML the
 * project writes itself, so a tag scanner is enough; it is not a parser for HTML from elsewhere.
 */
import type { TextRun } from './visible-english.ts';

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const UNREAD = /<(head|style|script|title)\b[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->|<!doctype[^>]*>/gi;
const TOKEN = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>|([^<]+)/g;
const ATTRIBUTE = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function decode(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const m of source.matchAll(ATTRIBUTE)) attributes.set(m[1]!.toLowerCase(), decode(m[2] ?? m[3] ?? m[4] ?? ''));
  return attributes;
}

/** The runs of an HTML document or fragment; `documentLang` is the language of text outside any lang attribute. */
export function textRunsFromHtml(html: string, where: string, documentLang = ''): TextRun[] {
  const runs: TextRun[] = [];
  const open: { tag: string; lang: string }[] = [];
  const lang = () => open.at(-1)?.lang ?? documentLang;
  for (const m of html.replace(UNREAD, ' ').matchAll(TOKEN)) {
    const [, closing, name, attributeSource, text] = m;
    if (text !== undefined) {
      const words = decode(text).replace(/\s+/g, ' ').trim();
      if (words) runs.push({ text: words, lang: lang(), where });
      continue;
    }
    const tag = name!.toLowerCase();
    if (closing) {
      const at = open.map((o) => o.tag).lastIndexOf(tag);
      if (at >= 0) open.length = at;
      continue;
    }
    const attributes = attributesOf(attributeSource ?? '');
    const own = attributes.get('lang') ?? lang();
    for (const name of ['alt', 'title', 'aria-label']) {
      const value = attributes.get(name)?.trim();
      if (value) runs.push({ text: value, lang: own, where: `${where} ${tag}@${name}` });
    }
    if (!VOID.has(tag) && !m[0].endsWith('/>')) open.push({ tag, lang: own });
  }
  return runs;
}
