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
  for (const match of html.matchAll(SCRIPT)) {
    const attrs = match[1];
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1] ?? '';
    if (!EXECUTABLE_TYPE.test(type)) continue;
    into.scripts.add(sha256(match[2]));
  }
  // Attributes are looked for in tags only, not in script bodies or text.
  const withoutScripts = html.replace(SCRIPT, '');
  for (const tag of withoutScripts.matchAll(/<[a-z][^>]*>/gi)) {
    for (const handler of tag[0].matchAll(HANDLER)) into.handlers.add(sha256(decodeEntities(handler[1] ?? handler[2] ?? '')));
  }
  return into;
}
