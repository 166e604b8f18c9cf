/**
 * The checkable rules of the Dutch, Spanish and Portuguese glossaries (docs/glossary/nl.md, es.md, pt.md), over every
 * message of those catalogues and the prayers and text of the sample content: the register, one term for one
 * thing, typographic quotation marks and the decimal comma.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './messages.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * The words a reader sees: markup and attribute values (href="…") are not text. Addresses are not words, and the Bíblia
 * Livre's credit names its licence as it is called ("CC BY 3.0 BR"), which is a name, not a decimal.
 */
function visibleText(message: string): string {
  return message
    .replace(/<[^>]*>/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/(CC BY|Atribuição) 3\.0 Br/gi, ' ');
}

function offending(locale: 'nl' | 'es' | 'pt', rule: RegExp): string[] {
  return Object.entries(CATALOGUES[locale] as Record<string, string>)
    .filter(([, message]) => rule.test(visibleText(message)))
    .map(([key, message]) => `${key}: ${message}`);
}

/** The sample devotionals of an edition, without their front matter keys. */
function contentOf(folder: string): { file: string; text: string }[] {
  const dir = join(ROOT, 'content', folder);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));
}

const STRAIGHT_QUOTE = /"/;
// A number with a decimal point ("0.75", "1.5"); "1.000" (thousands) and "10:11" (a verse) are not.
const DECIMAL_POINT = /\b\d+\.\d{1,2}\b/;

describe('the Dutch catalogue follows docs/glossary/nl.md', () => {
  it('addresses the reader as u, never with je, jij, jou, jouw, jezelf or jullie', () => {
    expect(offending('nl', /(?<![\p{L}-])(je|jij|jou|jouw|jezelf|jullie)(?![\p{L}-])/iu)).toEqual([]);
  });

  it('names the Lord "Heere", never "Here" or "Heer"', () => {
    expect(offending('nl', /(?<!\p{L})(Here|Heer)(?!\p{L})/u)).toEqual([]);
  });

  it('calls the memory verse "tekst om te onthouden" only', () => {
    expect(offending('nl', /geheugentekst|tekst(en)? om te leren/i)).toEqual([]);
  });

  it('says "ten hoogste", not "hoogstens"', () => {
    expect(offending('nl', /hoogstens/i)).toEqual([]);
  });

  it('uses typographic quotation marks and the decimal comma', () => {
    expect(offending('nl', STRAIGHT_QUOTE)).toEqual([]);
    expect(offending('nl', DECIMAL_POINT)).toEqual([]);
  });
});

describe('the Spanish catalogue follows docs/glossary/es.md', () => {
  it('quotes with «», never the straight double quote', () => {
    expect(offending('es', STRAIGHT_QUOTE)).toEqual([]);
  });

  it('calls the memory verse "versículo para memorizar" only', () => {
    expect(offending('es', /versículos? de memoria|texto para memorizar/i)).toEqual([]);
  });

  it('assumes no gender for the reader when greeting', () => {
    expect(offending('es', /(?<!la\s)\bbienvenid[oa]s?\b/i)).toEqual([]);
  });

  it('writes decimals with a comma', () => {
    expect(offending('es', DECIMAL_POINT)).toEqual([]);
  });
});

describe('the Portuguese catalogue follows docs/glossary/pt.md', () => {
  it('addresses the reader as você, never with tu, teu, tua, vós or vosso', () => {
    expect(offending('pt', /(?<!\p{L})(tu|teu|teus|tua|tuas|contigo|vós|vosso|vossa|vossos|vossas)(?!\p{L})/iu)).toEqual([]);
  });

  it('calls the memory verse "versículo para memorizar" only', () => {
    expect(offending('pt', /versículos? de memória|texto-chave/i)).toEqual([]);
  });

  it('makes the devotional masculine: "o devocional", never "a devocional"', () => {
    expect(offending('pt', /(?<!\p{L})(a|da|na|uma|esta|essa) devocional(?!\p{L})/iu)).toEqual([]);
  });

  it('names the Heidelberg Catechism\'s weeks "Dia do Senhor", never "Domingo {n}"', () => {
    expect(offending('pt', /Domingo \{?\w+\}?(?=\s|$|[.,])/)).toEqual([]);
  });

  it("greets without assuming the reader's gender", () => {
    expect(offending('pt', /\bbem-vind[oa]s?\b/i)).toEqual([]);
  });

  it('quotes with “…” and ‘…’, never the straight double quote or «…», and writes decimals with a comma', () => {
    expect(offending('pt', STRAIGHT_QUOTE)).toEqual([]);
    expect(offending('pt', /[«»]/)).toEqual([]);
    expect(offending('pt', DECIMAL_POINT)).toEqual([]);
  });
});

describe('the sample content follows the glossaries', () => {
  it('Dutch prayers ask without "alstublieft" and name the Lord "Heere"', () => {
    const slips = contentOf('devotionals-nl').filter(({ text }) => /alstublieft|(?<!\p{L})(Here|Heer)(?!\p{L})/u.test(text));
    expect(slips.map(({ file }) => file)).toEqual([]);
  });

  it('Portuguese text quotes with “…” and speaks to the reader as você', () => {
    const body = (text: string) => text.slice(text.indexOf('\n---', 4));
    const slips = contentOf('devotionals-pt').filter(({ text }) => STRAIGHT_QUOTE.test(body(text)) || /[«»]/.test(text));
    expect(slips.map(({ file }) => file)).toEqual([]);
  });

  it('Dutch and Spanish text quotes typographically (front matter keeps its YAML quotes)', () => {
    const body = (text: string) => text.slice(text.indexOf('\n---', 4));
    const straight = [...contentOf('devotionals-nl'), ...contentOf('devotionals-es')].filter(({ text }) => STRAIGHT_QUOTE.test(body(text)));
    expect(straight.map(({ file }) => file)).toEqual([]);
    expect(
      contentOf('devotionals-es')
        .filter(({ text }) => /[“”„]/.test(text))
        .map(({ file }) => file),
    ).toEqual([]);
  });
});
