/**
 * The articles preset (Belgic Confession style): "Article N: title" headings, each followed by the article's
 * paragraphs and optional lettered proof lines. Text before the first heading is ignored.
 */
import { bodyOf, linesOf } from './blocks.ts';
import { HEADING_SEPARATOR, readSectionNumber } from './numbers.ts';

export interface PastedArticle {
  number: number;
  title: string | null;
  content: string;
  proofs: string[];
}

const ARTICLE_HEADING = new RegExp(String.raw`^\s*article\s+(\d+|[ivxlcdm]+)${HEADING_SEPARATOR}(.*)$`, 'i');

export function parseArticles(text: string): PastedArticle[] {
  const out: PastedArticle[] = [];
  let current: { number: number; title: string | null; lines: string[] } | null = null;
  const close = () => {
    if (current) out.push({ number: current.number, title: current.title, ...bodyOfArticle(current.lines) });
  };
  for (const line of linesOf(text)) {
    const m = ARTICLE_HEADING.exec(line);
    const number = m ? readSectionNumber(m[1]) : null;
    if (m && number !== null) {
      close();
      current = { number, title: m[2].trim() || null, lines: [] };
    } else if (current) {
      current.lines.push(line);
    }
  }
  close();
  return out;
}

function bodyOfArticle(lines: string[]) {
  const { content, proofs } = bodyOf(lines);
  return { content, proofs };
}
