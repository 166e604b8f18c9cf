/**
 * One built page's facts (scripts/static/page-facts.ts reads them for every page): imports nothing but Node and
 * ./inline-hashes.ts, so that a worker thread runs it as Node loads it (page-facts-worker.ts).
 */
import { createHash } from 'node:crypto';
import { inlineCodeHashes } from './inline-hashes.ts';

export interface PageFacts {
  /** `<html lang>` as Pagefind files the page ('unknown' without one). */
  language: string;
  /** The page carries data-pagefind-body. */
  marked: boolean;
  /** sha256 of the file's bytes. */
  digest: string;
  /** Hashes of its inline executable scripts and inline event handlers. */
  scripts: string[];
  handlers: string[];
}

/** Pagefind's marker: once any page has it, pages without it are left out of the index. */
export const BODY_MARKER = 'data-pagefind-body';

/** The `<html lang>` Pagefind files a page under ('unknown' without one, as Pagefind does). */
export function pageLanguage(html: string): string {
  const tag = /<html\b[^>]*>/i.exec(html)?.[0] ?? '';
  return /\slang=["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase() ?? 'unknown';
}

/** A page's facts from its bytes. */
export function factsOf(content: Buffer): PageFacts {
  const html = content.toString('utf8');
  const code = inlineCodeHashes(html);
  return {
    language: pageLanguage(html.slice(0, 4096)),
    marked: html.includes(BODY_MARKER),
    digest: createHash('sha256').update(content).digest('base64'),
    scripts: [...code.scripts],
    handlers: [...code.handlers],
  };
}
