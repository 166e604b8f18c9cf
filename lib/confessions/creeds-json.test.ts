import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFESSION_CATALOG, catalogEntry, unitLabel } from './catalog.ts';
import { canonsHeadNumber, normalizeParagraphs, parseCreedsJson, type ParsedConfession } from './creeds-json.ts';
import { CONFESSIONS_DIR, readJson } from '../../tests/fixtures/shared-data.ts';
import { isSlug } from '../slug.ts';

function parse(slug: string): ParsedConfession {
  const entry = catalogEntry(slug)!;
  return parseCreedsJson(entry, readJson(path.join(CONFESSIONS_DIR, entry.fileName)));
}
const ofType = (p: ParsedConfession, type: string) => p.sections.filter((s) => s.section_type === type);
const bySlug = (p: ParsedConfession, slug: string) => p.sections.find((s) => s.url_slug === slug)!;

describe('the catalog', () => {
  it('lists the ten documents with their introductions', () => {
    expect(CONFESSION_CATALOG.map((c) => c.slug).sort()).toEqual([
      'apostles-creed',
      'athanasian-creed',
      'belgic-confession',
      'canons-of-dort',
      'catechism-for-young-children',
      'heidelberg-catechism',
      'nicene-creed',
      'westminster-confession',
      'westminster-larger-catechism',
      'westminster-shorter-catechism',
    ]);
    for (const c of CONFESSION_CATALOG) {
      const sentences = (text: string) => text.split(/(?<=[.!?]["”]?)\s+(?=[A-Z])/).length;
      expect(sentences(c.description), c.slug).toBeGreaterThanOrEqual(2);
      expect(sentences(c.description), c.slug).toBeLessThanOrEqual(4);
      expect(sentences(c.historicalContext), c.slug).toBeGreaterThanOrEqual(2);
      expect(sentences(c.historicalContext), c.slug).toBeLessThanOrEqual(4);
    }
  });
});

describe('unitLabel', () => {
  it('counts Questions of a catechism, Lines of a creed and Chapters of anything else', () => {
    expect(unitLabel('catechism-for-young-children')).toBe('Questions');
    expect(unitLabel('athanasian-creed')).toBe('Lines');
    expect(unitLabel('chalcedonian-creed')).toBe('Lines');
    expect(unitLabel('belgic-confession')).toBe('Chapters');
  });
});

describe('parseCreedsJson on the real documents', () => {
  it('Heidelberg: 129 questions, title = question, content = answer, readable proofs', () => {
    const p = parse('heidelberg-catechism');
    expect(p.confession).toMatchObject({ slug: 'heidelberg-catechism', name: 'Heidelberg Catechism', year: 1563 });
    expect(p.sections).toHaveLength(129);
    expect(ofType(p, 'question')).toHaveLength(129);
    const q1 = bySlug(p, 'question-1');
    expect(q1).toMatchObject({ section_number: 1, parent_url_slug: null, title: 'What is your only comfort in life and death?' });
    expect(q1.content.startsWith('That I am not my own, but belong with body and soul')).toBe(true);
    expect(q1.content).not.toMatch(/\[\d+\]/);
    expect(q1.scripture_proofs.slice(0, 3)).toEqual(['1 Corinthians 6:19, 2', 'Romans 14:7-9', '1 Corinthians 3:23']);
    expect(bySlug(p, 'question-129').section_number).toBe(129);
  });

  it('Westminster Shorter: 107 questions and no proofs', () => {
    const p = parse('westminster-shorter-catechism');
    expect(ofType(p, 'question')).toHaveLength(107);
    expect(p.sections.every((s) => s.scripture_proofs.length === 0)).toBe(true);
    expect(bySlug(p, 'question-1').content).toBe("Man's chief end is to glorify God, and to enjoy him for ever.");
  });

  it('Westminster Larger: 196 questions; line-broken answers become paragraphs', () => {
    const p = parse('westminster-larger-catechism');
    expect(ofType(p, 'question')).toHaveLength(196);
    expect(bySlug(p, 'question-1').scripture_proofs).toEqual(['Romans 11:36', '1 Corinthians 10:31', 'Psalm 73:24-28']);
    const q99 = bySlug(p, 'question-99').content.split('\n\n');
    expect(q99[0]).toBe('For the right understanding of the ten commandments, these rules are to be observed:');
    expect(q99[1].startsWith('1. That the law is perfect')).toBe(true);
  });

  it('Catechism for Young Children: 145 short questions and no proofs', () => {
    const p = parse('catechism-for-young-children');
    expect(p.confession).toMatchObject({ name: 'Catechism for Young Children', year: 1840 });
    expect(ofType(p, 'question')).toHaveLength(145);
    expect(bySlug(p, 'question-1')).toMatchObject({ title: 'Who made you?', content: 'God.', section_number: 1 });
    expect(p.sections.every((s) => s.scripture_proofs.length === 0)).toBe(true);
  });

  it('creeds: one untitled article per line, line-{n}, the closing Amen joined to the last line', () => {
    const apostles = parse('apostles-creed');
    expect(apostles.sections.map((s) => s.url_slug)).toEqual(['line-1', 'line-2', 'line-3', 'line-4']);
    expect(apostles.sections[0]).toMatchObject({
      section_type: 'article',
      section_number: 1,
      title: null,
      parent_url_slug: null,
      content: 'I believe in God, the Father almighty, creator of heaven and earth.',
    });
    expect(apostles.sections[3].content.endsWith('and the life everlasting. Amen.')).toBe(true);
    expect(parse('nicene-creed').sections).toHaveLength(6);
    const athanasian = parse('athanasian-creed').sections;
    expect(athanasian).toHaveLength(38);
    expect(athanasian[37].content).toBe('This is the catholic faith; which except a man believe truly and firmly, he cannot be saved.');
  });

  it('Belgic: 37 articles with titles', () => {
    const p = parse('belgic-confession');
    expect(ofType(p, 'article')).toHaveLength(37);
    expect(p.sections).toHaveLength(37);
    expect(bySlug(p, 'article-1')).toMatchObject({ title: 'The Only God', section_number: 1, parent_url_slug: null });
  });

  it('Westminster Confession: 33 chapters, each section a child article with proofs', () => {
    const p = parse('westminster-confession');
    const chapters = ofType(p, 'chapter');
    expect(chapters).toHaveLength(33);
    expect(ofType(p, 'article')).toHaveLength(172);
    expect(bySlug(p, 'chapter-1')).toMatchObject({ title: 'Of the Holy Scripture', section_number: 1, content: '' });
    const s = bySlug(p, 'chapter-1-section-1');
    expect(s).toMatchObject({ parent_url_slug: 'chapter-1', section_type: 'article', section_number: 1 });
    expect(s.scripture_proofs[0]).toBe('Psalm 19:1-3');
    expect(p.sections.filter((x) => x.parent_url_slug === 'chapter-1')).toHaveLength(10);
  });

  it('Canons of Dort: heads 1, 2, 3 and 5 with their articles and rejections of errors', () => {
    const p = parse('canons-of-dort');
    const heads = ofType(p, 'head');
    expect(heads.map((h) => [h.section_number, h.url_slug])).toEqual([
      [1, 'head-1'],
      [2, 'head-2'],
      [3, 'head-3'],
      [5, 'head-5'],
    ]);
    expect(bySlug(p, 'head-3').content).toBe('Third and Fourth Heads of Doctrine');
    expect(bySlug(p, 'head-5')).toMatchObject({ title: 'Of the Perseverance of the Saints', content: 'Fifth Head of Doctrine' });
    const count = (head: string, type: string) => p.sections.filter((s) => s.parent_url_slug === head && s.section_type === type).length;
    expect([1, 2, 3, 5].map((h) => [count(`head-${h}`, 'article'), count(`head-${h}`, 'rejection')])).toEqual([
      [18, 9],
      [9, 7],
      [17, 9],
      [15, 9],
    ]);
    expect(bySlug(p, 'head-5-article-15').section_number).toBe(15);
    const r9 = bySlug(p, 'head-1-rejection-9');
    expect(r9).toMatchObject({ section_type: 'rejection', parent_url_slug: 'head-1' });
    expect(r9.content.split('\n\n').length).toBeGreaterThan(1);
    expect(p.sections).toHaveLength(4 + 93);
  });

  it('gives every document valid, unique url_slugs whose parents exist', () => {
    for (const entry of CONFESSION_CATALOG) {
      const p = parse(entry.slug);
      const slugs = new Set(p.sections.map((s) => s.url_slug));
      expect(slugs.size).toBe(p.sections.length);
      for (const s of p.sections) {
        expect(isSlug(s.url_slug)).toBe(true);
        if (s.parent_url_slug) expect(slugs.has(s.parent_url_slug)).toBe(true);
        expect(s.content.includes('\n\n\n')).toBe(false);
      }
    }
  });
});

describe('parser details', () => {
  it('maps the Canons head labels, including the mislabelled fifth head', () => {
    expect(canonsHeadNumber('1', false)).toBe(1);
    expect(canonsHeadNumber('3&4', false)).toBe(3);
    expect(canonsHeadNumber('4', true)).toBe(5);
    expect(canonsHeadNumber('5', true)).toBe(5);
  });

  it('separates paragraphs by exactly one blank line', () => {
    expect(normalizeParagraphs('One.\n\n\nTwo.\nThree.  \n')).toBe('One.\n\nTwo.\n\nThree.');
  });

  it('names the document when its shape is wrong', () => {
    expect(() => parseCreedsJson(catalogEntry('belgic-confession')!, { Data: [] })).toThrow(/belgic_confession_of_faith.json is not a Creeds.json document/);
    expect(() =>
      parseCreedsJson(catalogEntry('canons-of-dort')!, {
        Metadata: { Title: 'x' },
        Data: [{ Chapter: '1', Title: 'x', Sections: [{ Section: 'Q1', Content: 'x' }] }],
      }),
    ).toThrow(/"Q1" is neither an article/);
    expect(() => parseCreedsJson(catalogEntry('nicene-creed')!, { Metadata: { Title: 'x' }, Data: [{ Content: 'x' }] })).toThrow(
      /nicene_creed.json could not be read as the Nicene Creed/,
    );
    expect(() => parseCreedsJson(catalogEntry('belgic-confession')!, { Metadata: { Title: 'x' }, Data: { Content: 'x' } })).toThrow(/Data is not a list/);
  });
});
