/**
 * The detector finds English words, English book names and English-style numbers in a Dutch or Spanish run,
 * passes what a reader of those editions reads as correct (and anything marked lang="en"), and passes every string of
 * the Dutch and Spanish catalogues, so a finding on a page is English that reached the reader.
 */
import { TRANSLATED_LOCALES } from '../editions/registry.ts';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './messages.ts';
import { englishInEdition, englishInRun, type Finding } from './visible-english.ts';

const kinds = (findings: Finding[]) => findings.map((f) => `${f.kind}: ${f.match}`);
const nl = (text: string, lang = 'nl') => kinds(englishInRun('nl', { text, lang }));
const es = (text: string, lang = 'es') => kinds(englishInRun('es', { text, lang }));
const pt = (text: string, lang = 'pt') => kinds(englishInRun('pt', { text, lang }));

describe('English words', () => {
  it('flags English UI words and sentences in a Dutch or Spanish run', () => {
    expect(nl('Read the devotional')).toEqual(['english-word: Read the devotional']);
    expect(es('Sign in')).toEqual(['english-word: Sign']);
    expect(nl('Vraag 1 · Question 1')).toEqual(['english-word: Question']);
    expect(es('Loading...')).toEqual(['english-word: Loading']);
    expect(nl("Lord's Day 48")).toEqual(["english-word: Lord's Day"]);
  });

  it('passes correct Dutch and Spanish that shares spellings with English', () => {
    expect(nl('Wat is uw enige troost in leven en sterven?')).toEqual([]);
    expect(nl('De overdenking van deze week was over de Heere; we lezen Zondag 48 in de kamer')).toEqual([]);
    expect(nl('Lees meer over Reformed Devotionals op de website')).toEqual([]);
    expect(nl('En zie, er was een man, met name geheten Zacheus')).toEqual([]);
    expect(nl('Uw name')).toEqual(['english-word: name']);
    expect(es('No he leído el devocional de hoy; has visto la serie de semana')).toEqual([]);
    expect(es('Haz clic en el enlace: https://example.org/the/read/ o escribe a u@example.com')).toEqual([]);
    expect(pt('Se for urgente, diga o que for preciso; o devocional de hoje está no link')).toEqual([]);
    expect(es('Si es for todos')).toEqual(['english-word: for']);
    expect(pt('Read the devotional for today')).toEqual(['english-word: Read the devotional today']);
  });

  it('passes English marked as English: an untranslated confession under its translated title', () => {
    expect(es('What is your only comfort in life and death?', 'en')).toEqual([]);
    expect(es('What is your only comfort in life and death?', 'en-US')).toEqual([]);
  });

  it('names where each finding was made', () => {
    const findings = englishInEdition('nl', [
      { text: 'Welkom', lang: 'nl', where: '/nl/ h1' },
      { text: 'Share', lang: 'nl', where: '/nl/ button' },
    ]);
    expect(findings).toEqual([{ kind: 'english-word', match: 'Share', text: 'Share', where: '/nl/ button' }]);
  });
});

describe('English book names', () => {
  it('flags a reference whose book is named in English', () => {
    expect(nl('Johannes 10:11 en (Galatians 2:20)')).toEqual(['english-book: Galatians']);
    expect(es('(Luke 18:9-14)')).toEqual(['english-book: Luke']);
    expect(es('1 John 4:8')).toEqual(['english-book: 1 John']);
    expect(nl('Psalms 23')).toEqual(['english-book: Psalms']);
  });

  it('flags an English book name on a Portuguese page, and passes the Portuguese one', () => {
    expect(pt('Leia John 10:11')).toEqual(['english-book: John']);
    expect(pt('Leia João 10:11, Gênesis 1:1 e Salmo 23')).toEqual([]);
  });

  it("passes the edition's own names, also where they are spelled as in English", () => {
    expect(nl('Genesis 1:1, Psalm 23:1, Johannes 3:16, Ruth 1:16, 1 Johannes 4:8')).toEqual([]);
    expect(es('Génesis 1:1, Salmo 23:1, Juan 3:16, Job 19:25, Daniel 3:17, Judas 24')).toEqual([]);
  });

  it('passes a person called John, and a book named without a chapter', () => {
    expect(es('Juan Calvino y John Knox')).toEqual([]);
  });
});

describe('numbers', () => {
  it('flags a decimal point and a thousands comma', () => {
    expect(nl('0.75×')).toEqual(['decimal-point: 0.75']);
    expect(es('Velocidad 1.5x')).toEqual(['decimal-point: 1.5']);
    expect(nl('12.3 KB')).toEqual(['decimal-point: 12.3']);
    expect(es('1,234 lectores')).toEqual(['thousands-comma: 1,234']);
  });

  it("passes the editions' own numbers, references, dates, times and versions", () => {
    expect(nl('0,75× · 1,5× · 1.234 lezers · 12.000')).toEqual([]);
    expect(nl('Johannes 3:16 · Psalm 119:105,106 · Romeinen 8:28-30 · 06:00')).toEqual([]);
    expect(es('2.12.2026 · v1.2.3 · versión v2.1')).toEqual([]);
  });
});

/** A message as a reader sees it: no placeholders, no markup, and no code (a query string a church copies). */
const readable = (message: string) =>
  message
    .replace(/<code>.*?<\/code>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\{\w+\}/g, ' ');

describe.each(TRANSLATED_LOCALES)('the %s catalogue', (locale) => {
  it('has no English word, English book name or English number in any message', () => {
    const runs = Object.entries(CATALOGUES[locale]).map(([key, text]) => ({ text: readable(text), lang: locale, where: key }));
    expect(englishInEdition(locale, runs)).toEqual([]);
  });
});
