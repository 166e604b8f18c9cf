/**
 * The inline code of a built site, hashed for the Content-Security-Policy: the body of every inline executable
 * <script> and the value of every inline event handler attribute (onerror="…"), as the browser sees them.
 */
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HANDLER = /\son[a-z]+\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
/** Script types the browser does not run (data blocks need no hash). */
const EXECUTABLE_TYPE = /^\s*$|^(module|text\/javascript|application\/javascript)$/i;

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export interface InlineCode {
  scripts: Set<string>;
  handlers: Set<string>;
}

export function inlineCodeHashes(html: string, into: InlineCode = { scripts: new Set(), handlers: new Set() }): InlineCode {
  /** Where each <script> element starts and ends: handlers are looked for outside them. */
  const scripts: Array<readonly [number, number]> = [];
  for (const match of html.matchAll(SCRIPT)) {
    scripts.push([match.index, match.index + match[0].length]);
    const attrs = match[1];
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1] ?? '';
    if (!EXECUTABLE_TYPE.test(type)) continue;
    into.scripts.add(sha256(match[2]));
  }
  // An attribute is one inside a tag: the last "<" before it opens a tag (a letter follows) that no ">" has closed.
  // One pass over the page for the rare `on…=`, rather than over every tag.
  let script = 0;
  for (const handler of html.matchAll(HANDLER)) {
    const at = handler.index;
    while (script < scripts.length && scripts[script][1] <= at) script++;
    if (script < scripts.length && scripts[script][0] <= at) continue;
    const open = html.lastIndexOf('<', at);
    if (open < 0 || html.lastIndexOf('>', at) > open || !/[a-z]/i.test(html[open + 1] ?? '')) continue;
    into.handlers.add(sha256(decodeEntities(handler[1] ?? handler[2] ?? '')));
  }
  return into;
}
